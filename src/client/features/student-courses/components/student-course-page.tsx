import { Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions, selectUserState } from '../../../app/session';
import { AccessDenied } from '../../../components/access-denied';
import { ListSection } from '../../../components/list-section';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { useGetStudentCourseQuery } from '../student-courses-api';
import { CourseWeekCard } from './course-week-card';

const COURSE_NOT_FOUND = {
  title: 'Course not found',
  message: 'This course does not exist, or it has been removed.',
};

/** /user/courses/{id} (section 2): the course and its weeks, for an enrolled student only (section 6). */
export function StudentCoursePage({ id }: { id: number }) {
  const permissions = useAppSelector(selectPermissions);
  const userState = useAppSelector(selectUserState);
  const allowed = permissions.canAccessCourse({ id });
  const { data: course, isLoading, error } = useGetStudentCourseQuery(id, { skip: !allowed });
  if (!allowed) return <AccessDenied userState={userState} />;
  if (isLoading) return <LoadingSpinner label="Loading the course…" />;
  if (error || !course) {
    return (
      <LoadFailure
        userState={userState}
        error={error}
        failedMessage="Failed to load the course"
        notFound={COURSE_NOT_FOUND}
      />
    );
  }
  return (
    <Stack gap="8">
      <PageHeader title={course.title} description={course.description || 'No description.'} />
      <ListSection
        id="course-weeks-heading"
        title="Weeks"
        gap="4"
        items={course.weeks}
        empty={<EmptyState>This course has no weeks yet.</EmptyState>}
      >
        {(weeks) => (
          <Stack as="ol" listStyleType="none" gap="3">
            {weeks.map((week) => (
              <CourseWeekCard key={week.id} week={week} />
            ))}
          </Stack>
        )}
      </ListSection>
    </Stack>
  );
}
