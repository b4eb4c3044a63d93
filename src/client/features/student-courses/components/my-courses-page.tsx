import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { studentCourseList } from '../student-course-entities';
import { useGetStudentCoursesQuery } from '../student-courses-api';
import { StudentCourseCard } from './student-course-card';

/** /user/courses (section 2: My Courses): every course the student is enrolled in. */
export function MyCoursesPage() {
  const { data, isLoading, error } = useGetStudentCoursesQuery();
  const courses = data && studentCourseList.selectAll(data);
  const userState = useAppSelector(selectUserState);
  return (
    <Stack gap="6">
      <PageHeader title="My Courses" />
      {isLoading && <LoadingSpinner label="Loading your courses…" />}
      {error && <LoadFailure userState={userState} error={error} failedMessage="Failed to fetch courses" />}
      {courses?.length === 0 && <EmptyState>You are not enrolled in any courses yet.</EmptyState>}
      {courses && courses.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {courses.map((course) => (
            <StudentCourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
