import type { DueAssignment } from '../../../shared/contract';
import { dueAssignmentList } from './due-assignment-entities';

it('lists the soonest due first and the undated last, then by id', () => {
  const rows = [
    { id: 1, due_at: null },
    { id: 7, due_at: '2026-02-01T09:00:00.000Z' },
    { id: 3, due_at: '2026-01-15T09:00:00.000Z' },
    { id: 5, due_at: '2026-02-01T09:00:00.000Z' },
    { id: 2, due_at: null },
  ] as DueAssignment[];
  expect(dueAssignmentList.selectAll(dueAssignmentList.fromRows(rows)).map((row) => row.id)).toEqual([
    3, 5, 7, 1, 2,
  ]);
});
