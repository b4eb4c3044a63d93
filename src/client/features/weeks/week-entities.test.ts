import type { Week } from '../../../shared/contract';
import { weekList } from './week-entities';

it("lists a course's weeks by number, then by id where an answer numbers two alike", () => {
  const rows = [
    { id: 30, week_number: 3 },
    { id: 10, week_number: 1 },
    { id: 21, week_number: 2 },
    { id: 20, week_number: 2 },
  ] as Week[];
  expect(weekList.selectAll(weekList.fromRows(rows)).map((row) => row.id)).toEqual([10, 20, 21, 30]);
});
