import type { Week } from '../../../shared/contract';
import { selectAllWeeks, selectWeekById, toWeekEntities, weeksAdapter } from './week-entities';

const week = (id: number, week_number: number): Week => ({
  id,
  course_id: 10,
  week_number,
  title: `Week ${week_number}`,
  starts_on: null,
  ends_on: null,
  is_active: false,
});

const idsOf = (weeks: Week[]) => weeks.map((row) => row.id);

describe("a course's weeks as the store keeps them", () => {
  const weeks = toWeekEntities([week(30, 3), week(10, 1), week(20, 2)]);

  it('lists by week number, whatever order they arrive in', () => {
    expect(idsOf(selectAllWeeks(weeks))).toEqual([10, 20, 30]);
  });

  it('finds one week by id, and none for an id it does not hold', () => {
    expect(selectWeekById(weeks, 20)?.week_number).toBe(2);
    expect(selectWeekById(weeks, 2)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllWeeks(weeks)).toBe(selectAllWeeks(weeks));
  });

  it('changes one week without touching the others, and places it by its new number', () => {
    const renumbered = weeksAdapter.updateOne(weeks, { id: 10, changes: { week_number: 4 } });
    expect(idsOf(selectAllWeeks(renumbered))).toEqual([20, 30, 10]);
    expect(renumbered.entities[10]).not.toBe(weeks.entities[10]);
    expect(renumbered.entities[20]).toBe(weeks.entities[20]);
    expect(renumbered.entities[30]).toBe(weeks.entities[30]);
  });
});
