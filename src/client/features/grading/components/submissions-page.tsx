import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { errorMessage } from '../../../lib/api-error-message';
import { DRAFT_POLL_MS, isDrafting } from '../draft-progress';
import { gradingApi, useGetAssignmentSubmissionsQuery } from '../grading-api';
import { selectAllSubmissions } from '../submission-entities';
import { SubmissionsTable } from './submissions-table';

interface SubmissionsPageProps {
  assignmentId: number;
  /** The assignment as the app layer looked it up, for its title and the way back to its week. */
  assignment?: { title: string; week_id: number };
}

/** /admin/apps/assignments/{id}/submissions: the students' latest essays for one assignment. */
export function SubmissionsPage({ assignmentId, assignment }: SubmissionsPageProps) {
  // Ask again every few seconds while any draft is still being written, and stop once all are done.
  const { data: cached } = gradingApi.endpoints.getAssignmentSubmissions.useQueryState(assignmentId);
  const drafting = cached ? selectAllSubmissions(cached).some((row) => isDrafting(row.draft_status)) : false;
  const { data, isLoading, error } = useGetAssignmentSubmissionsQuery(assignmentId, {
    pollingInterval: drafting ? DRAFT_POLL_MS : 0,
  });
  const rows = data && selectAllSubmissions(data);

  return (
    <Stack gap="6">
      <PageHeader
        title="Submissions"
        context={assignment?.title}
        description="Each student's latest version, the engine's draft and your review."
        actions={
          assignment && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/admin/apps/weeks/detail/${assignment.week_id}`}>Back to the week</RouterLink>
            </Button>
          )
        }
      />
      {isLoading && <LoadingSpinner label="Loading submissions…" />}
      {error && <LoadFailedAlert message={errorMessage(error, 'error', 'Failed to fetch submissions')} />}
      {rows?.length === 0 && <EmptyState>No submissions yet</EmptyState>}
      {rows && rows.length > 0 && <SubmissionsTable rows={rows} />}
    </Stack>
  );
}
