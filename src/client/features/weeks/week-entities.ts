import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Week } from '../../../shared/contract';

// A course numbers each week once; the id only settles an answer that breaks that rule.
const byWeekNumber = (a: Week, b: Week) => a.week_number - b.week_number || a.id - b.id;

export const weeksAdapter = createEntityAdapter<Week>({ sortComparer: byWeekNumber });

export type WeekEntities = EntityState<Week, number>;

export const toWeekEntities = (weeks: readonly Week[]): WeekEntities =>
  weeksAdapter.setAll(weeksAdapter.getInitialState(), weeks);

const weekSelectors = weeksAdapter.getSelectors();

/** Memoised on the entity state: the same list object until a week changes. */
export const selectAllWeeks = weekSelectors.selectAll;
export const selectWeekById = weekSelectors.selectById;
