import { Box, Button, Text } from '@chakra-ui/react';
import type { StudentSubmission } from '../../../../shared/contract';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { SectionCard } from '../../../components/section-card';
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
    <SectionCard
      headingId="submission-heading"
      title="Your submission"
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadSubmission(assignmentTitle, submission.content_html)}
        >
          Download
        </Button>
      }
      header={
        <Text textStyle="sm" color="fg.muted">
          Submitted <time dateTime={submission.submitted_at}>{formatDateTime(submission.submitted_at)}</time>{' '}
          · version {submission.version} · {words}
        </Text>
      }
    >
      <Box textStyle="essay">
        <SanitizedHtml html={submission.content_html} />
      </Box>
    </SectionCard>
  );
}
