import type { Assignment } from '../../../shared/contract';
import { assignmentList } from './assignment-entities';

// Only the fields the order reads.
const row = (id: number, title: string) => ({ id, title }) as Assignment;

it("lists a week's assignments in the order they were created (by id), not by title", () => {
  const rows = assignmentList.fromRows([row(12, 'A'), row(3, 'C'), row(7, 'B')]);
  expect(assignmentList.selectAll(rows).map((entry) => entry.id)).toEqual([3, 7, 12]);
});
