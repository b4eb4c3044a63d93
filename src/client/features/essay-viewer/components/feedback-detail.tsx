import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { StudentFeedbackDetail } from '../../../../shared/contract/feedback';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { useAfterFirstPaint } from '../../../components/use-after-first-paint';
import { paths } from '../../../lib/paths';
import { hasSummaryContent, parseStructuredFeedback } from '../structured-feedback';
import { commentsOnText, previousVersionOf, withThreads } from '../viewer-model';
import { paletteOf, ViewerCategoriesProvider } from '../viewer-palette';
import { CarriedComments } from './carried-comments';
import { DraftComparison } from './draft-comparison';
import { EssayFeedbackViewer } from './essay-feedback-viewer';
import { FeedbackGradeChip } from './feedback-grade-chip';
import { FeedbackSummaryCard } from './feedback-summary-card';
import { PrintDetails } from './print-details';
import { RubricResult } from './rubric-result';
import { VersionScores } from './version-scores';

/** Before the release the essay is with the instructor, and the student should know it is not lost. */
function ReviewingNotice() {
  return (
    <Alert.Root status="info" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your instructor is reviewing your essay.</Alert.Title>
        <Alert.Description>
          Your feedback and grade will appear here once they are released.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface FeedbackDetailProps {
  data: StudentFeedbackDetail;
  /** For the printed copy's head: whose essay it is and the course it was written for. */
  studentName: string;
  courseTitle: string | null;
  /** The version picker (shown only when there are several versions) and whether one is loading. */
  versionSwitcher?: ReactNode;
  loadingVersion?: boolean;
  /** False for the instructor's preview: the student answers comments on their own page only. */
  threads?: boolean;
}

/**
 * The feedback detail once it has arrived (section 2): the feedback summary (the instructor's end
 * comment, strengths, areas for improvement and grades), then the essay viewer when there is an essay
 * with comments, else a sentence saying there is nothing yet. The heading, the summary and the essay
 * come first; the comments beside the essay follow right after that first paint, where they move
 * nothing already shown.
 */
export function FeedbackDetail({
  data,
  studentName,
  courseTitle,
  versionSwitcher,
  loadingVersion = false,
  threads = true,
}: FeedbackDetailProps) {
  const painted = useAfterFirstPaint();
  const summary = parseStructuredFeedback(data.structured_feedback_json);
  const fromVersion = previousVersionOf(data);
  const [comparing, setComparing] = useState(false);
  // What still stands from the version before is shown on the essay with this version's comments.
  const items = useMemo(() => {
    if (!data.released) return [];
    const shown = commentsOnText(data.feedback_items, data.carried_items, fromVersion);
    return threads
      ? withThreads(shown, data.reply_counts)
      : shown.map(({ thread: _thread, ...item }) => item);
  }, [data, fromVersion, threads]);
  const showViewer = data.content_text.trim() !== '' && items.length > 0;
  // The end comment is the most read part of the feedback: it stands above the essay and its comments
  // (before them on a phone, where they follow the essay), and in the printed copy.
  const showSummary =
    data.released && (hasSummaryContent(summary) || Boolean(data.feedback?.trim()) || data.grade != null);
  // The comments' categories as their instructor keeps them; the built-in ones for any other.
  const palette = useMemo(() => paletteOf(data.categories ?? []), [data.categories]);
  return (
    <ViewerCategoriesProvider value={palette}>
      <PageHeader
        title={data.assignment_title}
        badges={
          data.released && data.grade != null && <FeedbackGradeChip grade={data.grade} format="percent" />
        }
        actions={
          data.can_revise && (
            <Button asChild size="sm">
              <RouterLink to={paths.writeEssay(data.assignment_id)}>Revise your essay</RouterLink>
            </Button>
          )
        }
      />
      {data.versions.length > 1 && (
        <HStack gap="3" align="flex-end" wrap="wrap" _print={{ display: 'none' }} aria-busy={loadingVersion}>
          {versionSwitcher}
          {data.version > 1 && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={comparing}
              onClick={() => setComparing((open) => !open)}
            >
              {comparing ? 'Hide the changes' : `Show the changes from version ${data.version - 1}`}
            </Button>
          )}
          {loadingVersion && (
            <HStack role="status" gap="2" pb="2">
              <Spinner size="sm" />
              <Text textStyle="sm">Loading that version…</Text>
            </HStack>
          )}
        </HStack>
      )}
      <PrintDetails
        studentName={studentName}
        courseTitle={courseTitle}
        assignmentTitle={data.assignment_title}
        date={data.graded_at ?? data.submitted_at}
      />
      {comparing && data.version > 1 && <DraftComparison submissionId={data.submission_id} />}
      {!data.released && <ReviewingNotice />}
      {showSummary && (
        <FeedbackSummaryCard
          summary={summary}
          feedback={data.feedback}
          suggestedGrade={data.suggested_grade}
          grade={data.grade}
          checkedAt={data.feedback_generated_at ?? data.graded_at}
        />
      )}
      {showViewer && (
        <EssayFeedbackViewer
          html={data.content}
          text={data.content_text}
          items={items}
          wordCount={data.word_count}
          grade={data.grade}
          essayOnly={!painted}
        />
      )}
      {data.released && data.carried_items.length > 0 && (
        <CarriedComments
          items={data.carried_items}
          fromVersion={fromVersion}
          // The unchanged ones are on the essay above, marked with their version.
          statuses={['addressed', 'lost']}
        />
      )}
      {data.released && data.rubric.criteria.length > 0 && (
        <RubricResult rubric={data.rubric} scores={data.rubric_scores} />
      )}
      <VersionScores versions={data.versions} rubric={data.rubric} />
      {data.released && !showViewer && !showSummary && data.rubric.criteria.length === 0 && (
        <EmptyState>No feedback available for this assignment yet.</EmptyState>
      )}
    </ViewerCategoriesProvider>
  );
}
