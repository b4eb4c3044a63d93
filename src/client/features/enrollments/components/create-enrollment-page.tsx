import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { type CourseChoices, useChosenCourse } from '../course-choices';
import { studentSelectors, useListEnrollableStudentsQuery } from '../enrollments-api';
import { EnrollmentForm } from './enrollment-form';

/** /admin/enrollments/create (section 2): enrol students in a course, many at once. */
export function CreateEnrollmentPage({ courses }: { courses: CourseChoices }) {
  const navigate = useNavigate();
  const [courseId] = useChosenCourse();
  const students = useListEnrollableStudentsQuery();
  const loading = courses.isLoading || students.isLoading;

  return (
    <Stack gap="6">
      <PageHeader title="New Enrollment" />
      {loading && <LoadingSpinner label="Loading courses and students…" />}
      {courses.isError && <LoadFailedAlert message="Failed to fetch courses" />}
      {students.isError && <LoadFailedAlert message="Failed to fetch students" />}
      {courses.data?.length === 0 && <EmptyState>No courses yet. Create a course first.</EmptyState>}
      {students.data?.ids.length === 0 && (
        <EmptyState>No approved students with a verified e-mail address yet.</EmptyState>
      )}
      {courses.data?.length && students.data?.ids.length ? (
        <EnrollmentForm
          courses={courses.data}
          courseById={courses.courseById}
          students={studentSelectors.selectAll(students.data)}
          initialCourseId={courses.courseById(courseId) ? courseId : null}
          onCancel={() => navigate(paths.enrollments({ course: courseId }))}
        />
      ) : null}
    </Stack>
  );
}
