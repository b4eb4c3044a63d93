import { Alert, Box, Button, Card, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentAssignment } from '../../../../shared/contract';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { paths } from '../../../lib/paths';

/**
 * An essay the student may no longer change (can_submit is false): its feedback is released, or the
 * instructor has begun reviewing it. Shown, not edited.
 */
export function SubmittedEssay({ assignment }: { assignment: StudentAssignment }) {
  const submission = assignment.latest_submission;
  const released = submission?.released ?? false;
  return (
    <Stack as="section" aria-label="Your essay" gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          {released
            ? 'Feedback on this essay has been released, so it can no longer be changed.'
            : 'Your instructor has begun reviewing this essay, so it can no longer be changed. You will hear when the feedback is released.'}
        </Alert.Title>
      </Alert.Root>
      {submission && (
        <Card.Root>
          <Card.Body>
            <Box textStyle="essay">
              <SanitizedHtml html={submission.content_html} />
            </Box>
          </Card.Body>
        </Card.Root>
      )}
      {released && (
        <Button asChild alignSelf="flex-start">
          <RouterLink to={paths.assignmentReview(assignment.id)}>View review</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
