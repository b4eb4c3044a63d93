import type { EntityState } from '@reduxjs/toolkit';
import type { Week } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

// A course numbers each week once; the id only settles an answer that breaks that rule.
const byWeekNumber = (a: Week, b: Week) => a.week_number - b.week_number || a.id - b.id;

const weeks = entityList<Week>({ order: byWeekNumber });

export const weeksAdapter = weeks.adapter;

export type WeekEntities = EntityState<Week, number>;

export const toWeekEntities: (rows: readonly Week[]) => WeekEntities = weeks.fromRows;

/** Memoised on the entity state: the same list object until a week changes. */
export const selectAllWeeks = weeks.selectAll;
export const selectWeekById = weeks.selectById;
