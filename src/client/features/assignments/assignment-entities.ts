import type { EntityState } from '@reduxjs/toolkit';
import type { Assignment } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** The order the server lists a week's assignments in: the order they were created. */
const byId = (a: Assignment, b: Assignment) => a.id - b.id;

const assignments = entityList<Assignment>({ order: byId });

export const assignmentsAdapter = assignments.adapter;

export type AssignmentEntities = EntityState<Assignment, number>;

export const toAssignmentEntities: (rows: readonly Assignment[]) => AssignmentEntities = assignments.fromRows;

/** Memoised on the entity state: the same list object until an assignment changes. */
export const selectAllAssignments = assignments.selectAll;
export const selectAssignmentById = assignments.selectById;
