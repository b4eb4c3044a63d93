import type { EntityState } from '@reduxjs/toolkit';
import type { DueAssignment } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

const dueTime = (assignment: DueAssignment) =>
  assignment.due_at ? Date.parse(assignment.due_at) : Number.POSITIVE_INFINITY;

/** The order the server lists them in: soonest due first, undated last, then by id. */
const bySoonestDue = (a: DueAssignment, b: DueAssignment) => dueTime(a) - dueTime(b) || a.id - b.id;

const dueAssignments = entityList<DueAssignment>({ order: bySoonestDue });

export const dueAssignmentsAdapter = dueAssignments.adapter;

export type DueAssignmentEntities = EntityState<DueAssignment, number>;

export const toDueAssignmentEntities: (rows: readonly DueAssignment[]) => DueAssignmentEntities =
  dueAssignments.fromRows;

/** Memoised on the entity state: the same list object until an assignment changes. */
export const selectAllDueAssignments = dueAssignments.selectAll;
export const selectDueAssignmentById = dueAssignments.selectById;
