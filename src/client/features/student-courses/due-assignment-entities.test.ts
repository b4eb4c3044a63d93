import type { DueAssignment } from '../../../shared/contract';
import { dueAssignmentList } from './due-assignment-entities';

// Only the fields the order reads.
const row = (id: number, due_at: string | null) => ({ id, due_at }) as DueAssignment;
const FEB = '2026-02-01T09:00:00.000Z';

it('lists the soonest due first and the undated last, then by id', () => {
  const rows = dueAssignmentList.fromRows([
    row(1, null),
    row(7, FEB),
    row(3, '2026-01-15T09:00:00.000Z'),
    row(5, FEB),
    row(2, null),
  ]);
  expect(dueAssignmentList.selectAll(rows).map((entry) => entry.id)).toEqual([3, 5, 7, 1, 2]);
});
