import type { DueAssignment } from '../../../shared/contract';
import {
  dueAssignmentsAdapter,
  selectAllDueAssignments,
  selectDueAssignmentById,
  toDueAssignmentEntities,
} from './due-assignment-entities';

const due = (id: number, due_at: string | null): DueAssignment => ({
  id,
  title: `Assignment ${id}`,
  week_id: 100,
  course_id: 10,
  course_title: 'Rhetoric',
  due_at,
  status: 'not_started',
});

const idsOf = (assignments: DueAssignment[]) => assignments.map((row) => row.id);

describe("a student's due assignments as the store keeps them", () => {
  const assignments = toDueAssignmentEntities([
    due(1, null),
    due(7, '2026-02-01T09:00:00.000Z'),
    due(3, '2026-01-15T09:00:00.000Z'),
    due(5, '2026-02-01T09:00:00.000Z'),
    due(2, null),
  ]);

  it('lists the soonest due first and the undated last, then by id, whatever order they arrive in', () => {
    expect(idsOf(selectAllDueAssignments(assignments))).toEqual([3, 5, 7, 1, 2]);
  });

  it('finds one assignment by id, and none for an id it does not hold', () => {
    expect(selectDueAssignmentById(assignments, 7)?.due_at).toBe('2026-02-01T09:00:00.000Z');
    expect(selectDueAssignmentById(assignments, 4)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllDueAssignments(assignments)).toBe(selectAllDueAssignments(assignments));
  });

  it('changes one assignment without touching the others', () => {
    const handedIn = dueAssignmentsAdapter.updateOne(assignments, {
      id: 5,
      changes: { status: 'submitted' },
    });
    expect(handedIn.entities[5].status).toBe('submitted');
    expect(idsOf(selectAllDueAssignments(handedIn))).toEqual([3, 5, 7, 1, 2]);
    for (const id of [1, 2, 3, 7]) expect(handedIn.entities[id]).toBe(assignments.entities[id]);
  });
});
