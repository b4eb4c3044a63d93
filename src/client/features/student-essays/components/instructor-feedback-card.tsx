import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { StudentSubmission } from '../../../../shared/contract';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { ReviewGradeChip } from './review-grade-chip';

interface InstructorFeedbackCardProps {
  assignmentId: number;
  submission: StudentSubmission;
  /** Released to the student (section 4) and theirs to see (section 6). */
  released: boolean;
}

/**
 * Section 2's instructor feedback card. Until the instructor releases feedback (section 4) it only says
 * so: nothing unreleased reaches the student, and there are no details to open yet.
 */
export function InstructorFeedbackCard({ assignmentId, submission, released }: InstructorFeedbackCardProps) {
  const hasFeedback = Boolean(submission.feedback?.trim());
  return (
    <SectionCard headingId="feedback-heading" title="Instructor Feedback">
      {released ? (
        <Stack gap="3" align="flex-start">
          {submission.grade != null && <ReviewGradeChip grade={submission.grade} label="Final grade" />}
          {hasFeedback && <Text whiteSpace="pre-line">{submission.feedback}</Text>}
          {submission.graded_at && (
            <Text textStyle="sm" color="fg.muted">
              Graded <time dateTime={submission.graded_at}>{formatDateTime(submission.graded_at)}</time>
            </Text>
          )}
          <Button asChild size="sm">
            <RouterLink to={paths.reviewFeedback(assignmentId)}>
              {hasFeedback ? 'View Detailed Feedback' : 'View Details'}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">Your instructor has not released feedback on this essay yet.</Text>
      )}
    </SectionCard>
  );
}
