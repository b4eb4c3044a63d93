import { Alert, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../app/hooks';
import { selectAuth, selectUserState } from '../../app/session';
import { AccessDenied } from '../../components/access-denied';
import { PageHeader } from '../../components/page-header';
import { countOf } from '../../lib/wording';
import { JoinCodeForm } from '../auth';
import { RecentFeedback, RecentGrades } from '../grades';
import { UnreadReplies } from '../replies';
import { DueAssignmentsSection, EnrolledCoursesSection } from '../student-courses';

/**
 * A student waiting for approval has nothing to fix and no one to chase: enrolment comes after an
 * instructor approves the account, so the page says only that.
 */
function AwaitingApproval() {
  return (
    <Alert.Root status="info" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>Your account is awaiting approval by an administrator.</Alert.Title>
        <Alert.Description>
          We will e-mail you as soon as it is approved. A course code from your instructor may let you in at
          once.
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

/** Students let themselves into a course with the code their instructor reads out or writes up. */
function JoinCourseCard() {
  return (
    <Card.Root as="section" aria-labelledby="join-course-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="join-course-heading">
          Join a course
        </Heading>
        <Text color="fg.muted">Have a course code from your instructor? Enter it here.</Text>
      </Card.Header>
      <Card.Body>
        <JoinCodeForm />
      </Card.Body>
    </Card.Root>
  );
}

/** /user/dashboard: unenrolled students land here too, and learn why they see no courses (section 6). */
export function UserDashboardPage() {
  const { username, displayName, userStatus, enrolledCourseIds } = useAppSelector(selectAuth);
  const userState = useAppSelector(selectUserState);
  const enrolled = userState !== 'authenticated_unenrolled';
  const courses = countOf(enrolledCourseIds.length, 'course');
  return (
    <Stack gap="8">
      <PageHeader
        title="User Dashboard"
        description={
          <>
            <Text as="span" display="block" fontSize="lg" color="fg">
              Welcome, {displayName || username}.
            </Text>
            {enrolled && <Text as="span">You are enrolled in {courses}.</Text>}
          </>
        }
      />
      {!enrolled && userStatus === 'pending' && <AwaitingApproval />}
      {!enrolled && userStatus !== 'pending' && <AccessDenied userState={userState} />}
      {enrolled && (
        <>
          <UnreadReplies reader="student" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
            <EnrolledCoursesSection />
            <DueAssignmentsSection />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
            <RecentGrades />
            <RecentFeedback />
          </SimpleGrid>
        </>
      )}
      {/* One place whatever the state, so the sentence about a course just joined stays in view. */}
      <JoinCourseCard />
    </Stack>
  );
}
