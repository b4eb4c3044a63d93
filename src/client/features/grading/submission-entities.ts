import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { AdminSubmissionSummary } from '../../../shared/contract';

// The server's order: the longest-waiting essay first, the id settling essays handed in together.
const bySubmittedAt = (a: AdminSubmissionSummary, b: AdminSubmissionSummary) =>
  Date.parse(a.submitted_at) - Date.parse(b.submitted_at) || a.id - b.id;

/** One assignment's latest versions, a row per submission. */
export const submissionsAdapter = createEntityAdapter<AdminSubmissionSummary>({
  sortComparer: bySubmittedAt,
});

export type SubmissionEntities = EntityState<AdminSubmissionSummary, number>;

export const toSubmissionEntities = (rows: readonly AdminSubmissionSummary[]): SubmissionEntities =>
  submissionsAdapter.setAll(submissionsAdapter.getInitialState(), rows);

const submissionSelectors = submissionsAdapter.getSelectors();

/** Memoised on the entity state: a poll that answers the same rows gives the same list object. */
export const selectAllSubmissions = submissionSelectors.selectAll;
export const selectSubmissionById = submissionSelectors.selectById;
