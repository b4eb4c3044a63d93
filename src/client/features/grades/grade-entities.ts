import type { EntityState } from '@reduxjs/toolkit';
import type { GradeItem } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/**
 * A student's released entries, one per submission. No comparer: the server already sends them newest
 * grading first (with its own rule for undated ones), and the adapter keeps that order as it arrives.
 */
const grades = entityList<GradeItem>({ idOf: (entry) => entry.submission_id });

export const gradesAdapter = grades.adapter;

export type GradeEntities = EntityState<GradeItem, number>;

export const toGradeEntities: (rows: readonly GradeItem[]) => GradeEntities = grades.fromRows;

/** Memoised on the entity state: the same list object until an entry changes or leaves. */
export const selectAllGrades = grades.selectAll;
export const selectGradeById = grades.selectById;
