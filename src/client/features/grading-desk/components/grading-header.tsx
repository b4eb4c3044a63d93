import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import type { GradingDetail } from '../grading-detail';
import { reviewStateOf } from '../review-state';
import { DraftStatusBadge } from './draft-status-badge';
import { ReviewStateBadge } from './review-state-badge';
import { SubmissionStepper } from './submission-stepper';
import type { SubmissionSteps } from './use-submission-steps';

/** Whose essay this is, which version, where its draft and review stand, and the way to the next. */
export function GradingHeader({ detail, steps }: { detail: GradingDetail; steps: SubmissionSteps }) {
  const state = reviewStateOf(detail);
  return (
    <Stack gap="3">
      <PageHeader
        title={detail.assignment_title}
        context="Grading"
        description={
          <HStack as="span" gap="3" wrap="wrap">
            <Text as="span" color="fg">
              {detail.student_name}, version {detail.version}, {detail.word_count} words, submitted{' '}
              <time dateTime={detail.submitted_at}>{formatDateTime(detail.submitted_at)}</time>
            </Text>
            <DraftStatusBadge status={detail.draft_status} />
            <ReviewStateBadge state={state} />
            {state === 'released' && detail.graded_at && (
              <Text as="span">
                Released <time dateTime={detail.graded_at}>{formatDateTime(detail.graded_at)}</time>
              </Text>
            )}
          </HStack>
        }
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.submissions(detail.assignment_id)}>All submissions</RouterLink>
          </Button>
        }
      />
      <SubmissionStepper studentName={detail.student_name} steps={steps} />
    </Stack>
  );
}
