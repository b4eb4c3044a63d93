import { Heading, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../app/hooks';
import { selectAuth, selectUserState } from '../../app/session';
import { AccessDenied } from '../../components/access-denied';

/** /user/dashboard: unenrolled students land here too, and learn why they see no courses (section 6). */
export function UserDashboardPage() {
  const { username, userStatus, enrolledCourseIds } = useAppSelector(selectAuth);
  const userState = useAppSelector(selectUserState);
  const pendingNote =
    userStatus === 'pending' ? 'Your account is awaiting approval by an administrator.' : undefined;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        User Dashboard
      </Heading>
      <Text fontSize="lg">Welcome, {username}.</Text>
      {userState === 'authenticated_unenrolled' ? (
        <AccessDenied userState={userState} note={pendingNote} />
      ) : (
        <Text color="fg.muted">
          You are enrolled in {enrolledCourseIds.length}{' '}
          {enrolledCourseIds.length === 1 ? 'course' : 'courses'}.
        </Text>
      )}
    </Stack>
  );
}
