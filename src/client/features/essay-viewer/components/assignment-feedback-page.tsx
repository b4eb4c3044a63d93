import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../../app/session';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState } from '../../../components/query-states';
import { useGetAssignmentFeedbackQuery } from '../feedback-api';
import { hasSummaryContent, parseStructuredFeedback } from '../structured-feedback';
import { EssayFeedbackViewer } from './essay-feedback-viewer';
import { FeedbackGradeChip } from './feedback-grade-chip';
import { FeedbackSummaryCard } from './feedback-summary-card';
import { PrintLayout } from './print-layout';

// Section 8: what the feedback detail says when there is no such assignment or nothing of the student's.
const NOT_FOUND = { title: 'Assignment Not Found', message: 'Assignment not found or no feedback available' };

function BackButton({ id }: { id: number }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" _print={{ display: 'none' }}>
      <RouterLink to={`/user/review/${id}`}>← Back</RouterLink>
    </Button>
  );
}

/**
 * /user/feedback/{assignmentId} and /user/review-feedback/{assignmentId} (section 2: Assignment
 * feedback detail): the essay viewer when there is an essay with comments, else the summary card,
 * else a sentence saying there is nothing yet.
 */
export function AssignmentFeedbackPage({ id }: { id: number }) {
  const userState = useAppSelector(selectUserState);
  const { data, isLoading, error } = useGetAssignmentFeedbackQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading feedback…" />;
  if (!data) {
    return (
      <Stack gap="4">
        <BackButton id={id} />
        <LoadFailure
          error={error}
          userState={userState}
          failedMessage="Failed to load assignment details"
          notFound={NOT_FOUND}
        />
      </Stack>
    );
  }

  const summary = parseStructuredFeedback(data.structured_feedback_json);
  const items = data.released ? data.feedback_items : [];
  const showViewer = data.content_text.trim() !== '' && items.length > 0;
  const showSummary =
    data.released && (hasSummaryContent(summary) || Boolean(data.feedback?.trim()) || data.grade != null);
  return (
    <Stack gap="6" data-print-page="">
      <PrintLayout />
      <BackButton id={id} />
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {data.assignment_title}
        </Heading>
        {data.released && data.grade != null && <FeedbackGradeChip grade={data.grade} format="percent" />}
      </HStack>
      {showViewer && (
        <EssayFeedbackViewer
          html={data.content}
          text={data.content_text}
          items={items}
          grade={data.grade}
          wordCount={data.word_count}
        />
      )}
      {showSummary && (
        <FeedbackSummaryCard
          summary={summary}
          feedback={data.feedback}
          suggestedGrade={data.suggested_grade}
          grade={data.grade}
          checkedAt={data.feedback_generated_at ?? data.graded_at}
        />
      )}
      {!showViewer && !showSummary && <EmptyState>No feedback available for this assignment yet.</EmptyState>}
    </Stack>
  );
}
