import type { Assignment } from '../../../shared/contract';
import {
  assignmentsAdapter,
  selectAllAssignments,
  selectAssignmentById,
  toAssignmentEntities,
} from './assignment-entities';

const assignment = (id: number, title = `Assignment ${id}`): Assignment => ({
  id,
  week_id: 100,
  title,
  instructions_html: '',
  due_at: null,
  min_words: null,
  max_words: null,
  allow_revisions: false,
  max_versions: 1,
  anonymous_grading: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const idsOf = (assignments: Assignment[]) => assignments.map((row) => row.id);

describe("a week's assignments as the store keeps them", () => {
  const assignments = toAssignmentEntities([assignment(12, 'A'), assignment(3, 'C'), assignment(7, 'B')]);

  it('lists in the order they were created (by id), not by title, whatever order they arrive in', () => {
    expect(idsOf(selectAllAssignments(assignments))).toEqual([3, 7, 12]);
  });

  it('finds one assignment by id, and none for an id it does not hold', () => {
    expect(selectAssignmentById(assignments, 7)?.title).toBe('B');
    expect(selectAssignmentById(assignments, 8)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllAssignments(assignments)).toBe(selectAllAssignments(assignments));
  });

  it('changes one assignment without touching the others', () => {
    const edited = assignmentsAdapter.updateOne(assignments, { id: 7, changes: { title: 'Revised' } });
    expect(selectAllAssignments(edited).map((row) => row.title)).toEqual(['C', 'Revised', 'A']);
    expect(edited.entities[3]).toBe(assignments.entities[3]);
    expect(edited.entities[12]).toBe(assignments.entities[12]);
  });
});
