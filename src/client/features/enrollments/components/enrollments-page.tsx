import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { type CourseChoices, useChosenCourse } from '../course-choices';
import { CourseEnrollments } from './course-enrollments';
import { CourseSelect } from './course-select';

/** /admin/enrollments (section 2): pick a course, see and remove its students, or enrol more. */
export function EnrollmentsPage({ courses }: { courses: CourseChoices }) {
  const [courseId, chooseCourse] = useChosenCourse();
  const course = courses.courseById(courseId);
  const createPath = paths.createEnrollment({ course: course?.id });

  return (
    <Stack gap="6">
      <PageHeader
        title="Enrollments"
        actions={
          <Button asChild>
            <RouterLink to={createPath}>New Enrollment</RouterLink>
          </Button>
        }
      />
      {courses.isLoading && <LoadingSpinner label="Loading courses…" />}
      {courses.isError && <LoadFailedAlert message="Failed to fetch courses" />}
      {courses.data?.length === 0 && <EmptyState>No courses yet, so nobody can be enrolled.</EmptyState>}
      {courses.data && courses.data.length > 0 && (
        <>
          <CourseSelect courses={courses.data} value={course?.id ?? null} onChange={chooseCourse} />
          {course ? (
            <CourseEnrollments key={course.id} course={course} />
          ) : (
            <Text color="fg.muted">Choose a course to see who is enrolled.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
