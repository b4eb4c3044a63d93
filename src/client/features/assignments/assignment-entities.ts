import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Assignment } from '../../../shared/contract';

/** The order the server lists a week's assignments in: the order they were created. */
const byId = (a: Assignment, b: Assignment) => a.id - b.id;

export const assignmentsAdapter = createEntityAdapter<Assignment>({ sortComparer: byId });

export type AssignmentEntities = EntityState<Assignment, number>;

export const toAssignmentEntities = (assignments: readonly Assignment[]): AssignmentEntities =>
  assignmentsAdapter.setAll(assignmentsAdapter.getInitialState(), assignments);

const assignmentSelectors = assignmentsAdapter.getSelectors();

/** Memoised on the entity state: the same list object until an assignment changes. */
export const selectAllAssignments = assignmentSelectors.selectAll;
export const selectAssignmentById = assignmentSelectors.selectById;
