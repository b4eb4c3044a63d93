import { Heading, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectPermissions, selectUserState } from '../../../app/session';
import { AccessDenied } from '../../../components/access-denied';
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
      <Stack as="section" aria-labelledby="course-weeks-heading" gap="4">
        <Heading as="h2" size="lg" id="course-weeks-heading">
          Weeks
        </Heading>
        {course.weeks.length === 0 ? (
          <EmptyState>This course has no weeks yet.</EmptyState>
        ) : (
          <Stack as="ol" listStyleType="none" gap="3">
            {course.weeks.map((week) => (
              <CourseWeekCard key={week.id} week={week} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
