import { Alert, Box, Button, Card, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentAssignment } from '../../../../shared/contract';
import { SanitizedHtml } from '../../../components/sanitized-html';

/** Once feedback is released the essay is final (can_submit is false): shown, not edited. */
export function SubmittedEssay({ assignment }: { assignment: StudentAssignment }) {
  const submission = assignment.latest_submission;
  return (
    <Stack as="section" aria-label="Your essay" gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Feedback on this essay has been released, so it can no longer be changed.</Alert.Title>
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
      <Button asChild alignSelf="flex-start">
        <RouterLink to={`/user/review/${assignment.id}`}>View review</RouterLink>
      </Button>
    </Stack>
  );
}
