import type { Week } from '../../../shared/contract';
import { weekList } from './week-entities';

// Only the fields the order reads.
const row = (id: number, week_number: number) => ({ id, week_number }) as Week;

it("lists a course's weeks by number, then by id where an answer numbers two alike", () => {
  const rows = weekList.fromRows([row(30, 3), row(10, 1), row(21, 2), row(20, 2)]);
  expect(weekList.selectAll(rows).map((entry) => entry.id)).toEqual([10, 20, 21, 30]);
});
