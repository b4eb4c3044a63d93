import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { GradeItem } from '../../../shared/contract';

/**
 * A student's released entries, one per submission. No comparer: the server already sends them newest
 * grading first (with its own rule for undated ones), and the adapter keeps that order as it arrives.
 */
export const gradesAdapter = createEntityAdapter<GradeItem, number>({
  selectId: (entry) => entry.submission_id,
});

export type GradeEntities = EntityState<GradeItem, number>;

export const toGradeEntities = (entries: readonly GradeItem[]): GradeEntities =>
  gradesAdapter.setAll(gradesAdapter.getInitialState(), entries);

const gradeSelectors = gradesAdapter.getSelectors();

/** Memoised on the entity state: the same list object until an entry changes or leaves. */
export const selectAllGrades = gradeSelectors.selectAll;
export const selectGradeById = gradeSelectors.selectById;
