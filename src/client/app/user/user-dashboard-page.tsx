import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AccessDenied } from '../../components/access-denied';
import { RecentGrades } from '../../features/grades/components/recent-grades';
import {
  DueAssignmentsSection,
  EnrolledCoursesSection,
} from '../../features/student-courses/student-course-pages';
import { useAppSelector } from '../hooks';
import { selectAuth, selectUserState } from '../session';

/** /user/dashboard: unenrolled students land here too, and learn why they see no courses (section 6). */
export function UserDashboardPage() {
  const { username, userStatus, enrolledCourseIds } = useAppSelector(selectAuth);
  const userState = useAppSelector(selectUserState);
  const pendingNote =
    userStatus === 'pending' ? 'Your account is awaiting approval by an administrator.' : undefined;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        User Dashboard
      </Heading>
      <Text fontSize="lg">Welcome, {username}.</Text>
      {userState === 'authenticated_unenrolled' ? (
        <AccessDenied userState={userState} note={pendingNote} />
      ) : (
        <>
          <Text color="fg.muted">
            You are enrolled in {enrolledCourseIds.length}{' '}
            {enrolledCourseIds.length === 1 ? 'course' : 'courses'}.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
            <EnrolledCoursesSection />
            <DueAssignmentsSection />
          </SimpleGrid>
          <RecentGrades />
        </>
      )}
    </Stack>
  );
}
