import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState } from '../../../components/query-states';
import { useGetStudentCoursesQuery } from '../student-courses-api';
import { StudentCourseCard } from './student-course-card';
import { StudentLoadFailure } from './student-load-failure';

/** /user/courses (section 2: My Courses): every course the student is enrolled in. */
export function MyCoursesPage() {
  const { data: courses, isLoading, error } = useGetStudentCoursesQuery();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        My Courses
      </Heading>
      {isLoading && <LoadingSpinner label="Loading your courses…" />}
      {error && <StudentLoadFailure error={error} failedMessage="Failed to fetch courses" />}
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
