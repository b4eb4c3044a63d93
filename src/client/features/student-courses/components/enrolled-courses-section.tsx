import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { selectAllStudentCourses } from '../student-course-entities';
import { useGetStudentCoursesQuery } from '../student-courses-api';

/** The dashboard's list of the student's courses, each a link to its page. */
export function EnrolledCoursesSection() {
  const { data, isLoading, error } = useGetStudentCoursesQuery();
  const courses = data && selectAllStudentCourses(data);
  const userState = useAppSelector(selectUserState);
  return (
    <Stack as="section" aria-labelledby="enrolled-courses-heading" gap="3">
      <Heading as="h2" size="lg" id="enrolled-courses-heading">
        My courses
      </Heading>
      {isLoading && <LoadingSpinner label="Loading your courses…" />}
      {error && <LoadFailure userState={userState} error={error} failedMessage="Failed to fetch courses" />}
      {courses?.length === 0 && <EmptyState>You are not enrolled in any courses yet.</EmptyState>}
      {courses && courses.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {courses.map((course) => (
            <li key={course.id}>
              <Link asChild fontWeight="medium">
                <RouterLink to={paths.studentCourse(course.id)}>{course.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {course.completed_count} of {course.assignment_count} assignments completed
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
