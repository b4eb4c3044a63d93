import { Heading, HStack } from '@chakra-ui/react';
import type { StudentFeedbackDetail } from '../../../../shared/contract/feedback';
import { EmptyState } from '../../../components/query-states';
import { useAfterFirstPaint } from '../../../components/use-after-first-paint';
import { hasSummaryContent, parseStructuredFeedback } from '../structured-feedback';
import { EssayFeedbackViewer } from './essay-feedback-viewer';
import { FeedbackGradeChip } from './feedback-grade-chip';
import { FeedbackSummaryCard } from './feedback-summary-card';

/**
 * The feedback detail once it has arrived: the essay viewer when there is an essay with comments, else
 * the summary card, else a sentence saying there is nothing yet. The heading and the essay come first;
 * the comments beside it and the summary below it follow right after that first paint, where they move
 * nothing already shown. Without an essay the summary card is the page, so it shows at once.
 */
export function FeedbackDetail({ data }: { data: StudentFeedbackDetail }) {
  const painted = useAfterFirstPaint();
  const summary = parseStructuredFeedback(data.structured_feedback_json);
  const items = data.released ? data.feedback_items : [];
  const showViewer = data.content_text.trim() !== '' && items.length > 0;
  const showSummary =
    data.released && (hasSummaryContent(summary) || Boolean(data.feedback?.trim()) || data.grade != null);
  return (
    <>
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
          essayOnly={!painted}
        />
      )}
      {showSummary && (painted || !showViewer) && (
        <FeedbackSummaryCard
          summary={summary}
          feedback={data.feedback}
          suggestedGrade={data.suggested_grade}
          grade={data.grade}
          checkedAt={data.feedback_generated_at ?? data.graded_at}
        />
      )}
      {!showViewer && !showSummary && <EmptyState>No feedback available for this assignment yet.</EmptyState>}
    </>
  );
}
