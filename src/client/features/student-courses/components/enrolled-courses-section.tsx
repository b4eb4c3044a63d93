import { Text } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { AppLink } from '../../../components/app-link';
import { EntryList, ListSection } from '../../../components/list-section';
import { LoadFailure } from '../../../components/load-failure';
import { EmptyState } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { studentCourseList } from '../student-course-entities';
import { useGetStudentCoursesQuery } from '../student-courses-api';

/** The dashboard's list of the student's courses, each a link to its page. */
export function EnrolledCoursesSection() {
  const { data, isLoading, error } = useGetStudentCoursesQuery();
  const userState = useAppSelector(selectUserState);
  return (
    <ListSection
      id="enrolled-courses-heading"
      title="My courses"
      gap="3"
      items={data && studentCourseList.selectAll(data)}
      isLoading={isLoading}
      loadingLabel="Loading your courses…"
      failure={
        error && <LoadFailure userState={userState} error={error} failedMessage="Failed to fetch courses" />
      }
      empty={<EmptyState>You are not enrolled in any courses yet.</EmptyState>}
    >
      {(courses) => (
        <EntryList gap="2">
          {courses.map((course) => (
            <li key={course.id}>
              <AppLink to={paths.studentCourse(course.id)} fontWeight="medium">
                {course.title}
              </AppLink>
              <Text fontSize="sm" color="fg.muted">
                {course.completed_count} of {course.assignment_count} assignments completed
              </Text>
            </li>
          ))}
        </EntryList>
      )}
    </ListSection>
  );
}
