import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { StudentSubmission } from '../../../../shared/contract';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { formatDateTime } from '../../../lib/date-format';
import { downloadSubmission } from '../submission-download';

interface SubmissionCardProps {
  assignmentTitle: string;
  submission: StudentSubmission;
}

/** The student's submitted essay, as the instructor received it, with a copy to keep. */
export function SubmissionCard({ assignmentTitle, submission }: SubmissionCardProps) {
  const words = `${submission.word_count} ${submission.word_count === 1 ? 'word' : 'words'}`;
  return (
    <Card.Root as="section" aria-labelledby="submission-heading">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="submission-heading">
            Your submission
          </Heading>
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadSubmission(assignmentTitle, submission.content_html)}
          >
            Download
          </Button>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          Submitted <time dateTime={submission.submitted_at}>{formatDateTime(submission.submitted_at)}</time>{' '}
          · version {submission.version} · {words}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box textStyle="essay">
          <SanitizedHtml html={submission.content_html} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
