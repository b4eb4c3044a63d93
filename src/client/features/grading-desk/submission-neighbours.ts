import type { AdminSubmissionSummary } from '../../../shared/contract';
import { reviewStateOf } from './review-state';

/** Where one essay stands among its assignment's latest versions, and the essays on either side. */
export interface SubmissionNeighbours {
  /** 1-based; null while the list does not hold the essay (it is still loading, or was replaced). */
  position: number | null;
  total: number;
  previous: AdminSubmissionSummary | null;
  next: AdminSubmissionSummary | null;
}

/**
 * Steps through `rows` in the submissions list's order. With `awaitingOnly`, only essays still awaiting
 * review are stepped to; the open essay keeps its place among them so that "3 of 7" stays true while
 * the instructor finishes it.
 */
export function neighboursOf(
  rows: readonly AdminSubmissionSummary[],
  currentId: number,
  awaitingOnly: boolean,
): SubmissionNeighbours {
  const steps = awaitingOnly
    ? rows.filter((row) => row.id === currentId || reviewStateOf(row) === 'awaiting')
    : rows;
  const at = steps.findIndex((row) => row.id === currentId);
  if (at < 0) return { position: null, total: steps.length, previous: null, next: null };
  return {
    position: at + 1,
    total: steps.length,
    previous: steps[at - 1] ?? null,
    next: steps[at + 1] ?? null,
  };
}
