import type { Assignment } from '../../../shared/contract';
import { assignmentList } from './assignment-entities';

it("lists a week's assignments in the order they were created (by id), not by title", () => {
  const rows = [
    { id: 12, title: 'A' },
    { id: 3, title: 'C' },
    { id: 7, title: 'B' },
  ] as Assignment[];
  expect(assignmentList.selectAll(assignmentList.fromRows(rows)).map((row) => row.id)).toEqual([3, 7, 12]);
});
