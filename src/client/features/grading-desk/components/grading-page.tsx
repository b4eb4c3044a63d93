import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { apiErrorBody, networkErrorMessage, type QueryError } from '../../../lib/api-error-message';
import { BUILT_IN_CHOICES, CategoryChoicesProvider } from '../category-choices';
import { DRAFT_POLL_MS, isDrafting } from '../draft-progress';
import type { GradingViews } from '../essay-view';
import { gradingApi, useGetSubmissionDetailQuery } from '../grading-api';
import { useGradingDraft } from '../use-grading-draft';
import { GradingWorkspace } from './grading-workspace';

interface GradingPageProps {
  assignmentId: number;
  submissionId: number;
  views: GradingViews;
}

/**
 * Section 8: 'Failed to fetch submission details' when the submission cannot be read; a submission
 * that does not exist is said so in the server's own sentence.
 */
const failureMessage = (error: QueryError) =>
  networkErrorMessage(error) ??
  (apiErrorBody(error)?.statusCode === 404 ? apiErrorBody(error)?.error : undefined) ??
  'Failed to fetch submission details';

/** /admin/apps/assignments/{assignmentId}/submissions/{submissionId}: one essay, reviewed comment by comment. */
export function GradingPage({ assignmentId, submissionId, views }: GradingPageProps) {
  const submission = { assignmentId, submissionId };
  // Ask again every few seconds while the engine drafts, and stop once the draft is ready or failed.
  const { data: cached } = gradingApi.endpoints.getSubmissionDetail.useQueryState(submission);
  const drafting = cached ? isDrafting(cached.draft_status) : false;
  const {
    data: detail,
    isLoading,
    error,
  } = useGetSubmissionDetailQuery(submission, {
    pollingInterval: drafting ? DRAFT_POLL_MS : 0,
  });
  const draft = useGradingDraft(submissionId);

  if (isLoading) return <LoadingSpinner label="Loading the essay…" />;
  if (!detail) return <LoadFailedAlert message={failureMessage(error)} />;
  // Discarding the restored work mounts every form again from the server's values.
  return (
    <CategoryChoicesProvider value={views.categories ?? BUILT_IN_CHOICES}>
      <GradingWorkspace key={draft.generation} detail={detail} draft={draft} views={views} />
    </CategoryChoicesProvider>
  );
}
