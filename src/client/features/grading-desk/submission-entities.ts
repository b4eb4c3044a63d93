import type { EntityState } from '@reduxjs/toolkit';
import type { AdminSubmissionSummary } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

// The server's order: the longest-waiting essay first, the id settling essays handed in together.
const bySubmittedAt = (a: AdminSubmissionSummary, b: AdminSubmissionSummary) =>
  Date.parse(a.submitted_at) - Date.parse(b.submitted_at) || a.id - b.id;

/** One assignment's latest versions, a row per submission. */
const submissions = entityList<AdminSubmissionSummary>({ order: bySubmittedAt });

export const submissionsAdapter = submissions.adapter;

export type SubmissionEntities = EntityState<AdminSubmissionSummary, number>;

export const toSubmissionEntities: (rows: readonly AdminSubmissionSummary[]) => SubmissionEntities =
  submissions.fromRows;

/** Memoised on the entity state: a poll that answers the same rows gives the same list object. */
export const selectAllSubmissions = submissions.selectAll;
export const selectSubmissionById = submissions.selectById;
