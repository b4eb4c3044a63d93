import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { DueAssignment } from '../../../shared/contract';

const dueTime = (assignment: DueAssignment) =>
  assignment.due_at ? Date.parse(assignment.due_at) : Number.POSITIVE_INFINITY;

/** The order the server lists them in: soonest due first, undated last, then by id. */
const bySoonestDue = (a: DueAssignment, b: DueAssignment) => dueTime(a) - dueTime(b) || a.id - b.id;

export const dueAssignmentsAdapter = createEntityAdapter<DueAssignment>({ sortComparer: bySoonestDue });

export type DueAssignmentEntities = EntityState<DueAssignment, number>;

export const toDueAssignmentEntities = (assignments: readonly DueAssignment[]): DueAssignmentEntities =>
  dueAssignmentsAdapter.setAll(dueAssignmentsAdapter.getInitialState(), assignments);

const dueAssignmentSelectors = dueAssignmentsAdapter.getSelectors();

/** Memoised on the entity state: the same list object until an assignment changes. */
export const selectAllDueAssignments = dueAssignmentSelectors.selectAll;
export const selectDueAssignmentById = dueAssignmentSelectors.selectById;
