import { useSearchParams } from 'react-router';
import { useGetAssignmentSubmissionsQuery } from '../grading-api';
import { submissionList } from '../submission-entities';
import { neighboursOf } from '../submission-neighbours';
import { gradingPath } from './submissions-table';

const AWAITING_ONLY = { name: 'only', value: 'awaiting' } as const;

/**
 * Previous and next essay of the assignment, in the submissions list's order. "Only essays awaiting
 * review" lives in the address, so it holds from one essay to the next and survives a reload.
 */
export function useSubmissionSteps(assignmentId: number, submissionId: number) {
  const [search, setSearch] = useSearchParams();
  const awaitingOnly = search.get(AWAITING_ONLY.name) === AWAITING_ONLY.value;
  const { data, isLoading, isError, refetch } = useGetAssignmentSubmissionsQuery(assignmentId);
  const neighbours = neighboursOf(data ? submissionList.selectAll(data) : [], submissionId, awaitingOnly);
  const query = awaitingOnly ? `?${AWAITING_ONLY.name}=${AWAITING_ONLY.value}` : '';
  const pathOf = (row: { assignment_id: number; id: number } | null) =>
    row ? `${gradingPath(row)}${query}` : null;

  return {
    ...neighbours,
    awaitingOnly,
    /** The list the steps come from is still on its way, or could not be had. */
    loading: isLoading,
    failed: isError && !data,
    retry: () => void refetch(),
    setAwaitingOnly: (on: boolean) =>
      setSearch(on ? { [AWAITING_ONLY.name]: AWAITING_ONLY.value } : {}, { replace: true }),
    previousPath: pathOf(neighbours.previous),
    nextPath: pathOf(neighbours.next),
  };
}

export type SubmissionSteps = ReturnType<typeof useSubmissionSteps>;
