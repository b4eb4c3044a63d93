import type { GradeItem } from '../../../shared/contract';
import { gradesAdapter, selectAllGrades, selectGradeById, toGradeEntities } from './grade-entities';

const entry = (submission_id: number, graded_at: string | null): GradeItem => ({
  submission_id,
  assignment_id: 500 + submission_id,
  assignment_title: `Essay ${submission_id}`,
  grade: 80,
  feedback: 'Clear.',
  submitted_at: '2026-01-01T00:00:00.000Z',
  graded_at,
  feedback_generated_at: null,
  is_approved: true,
  saved: false,
  status: 'graded',
});

const idsOf = (entries: GradeItem[]) => entries.map((row) => row.submission_id);

describe("a student's released entries as the store keeps them", () => {
  // As the server sends them: newest grading first, an undated one where it put it.
  const grades = toGradeEntities([
    entry(5, '2026-01-20T09:00:00.000Z'),
    entry(9, null),
    entry(2, '2026-01-14T09:00:00.000Z'),
  ]);

  it('keeps them in the order they arrived, by submission id as the key', () => {
    expect(idsOf(selectAllGrades(grades))).toEqual([5, 9, 2]);
    expect(grades.ids).toEqual([5, 9, 2]);
  });

  it('finds one entry by its submission id, and none for an id it does not hold', () => {
    expect(selectGradeById(grades, 2)?.assignment_title).toBe('Essay 2');
    expect(selectGradeById(grades, 502)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllGrades(grades)).toBe(selectAllGrades(grades));
  });

  it('removes one entry, keeping the others in their order and as the same objects', () => {
    const removed = gradesAdapter.removeOne(grades, 9);
    expect(idsOf(selectAllGrades(removed))).toEqual([5, 2]);
    expect(removed.entities[5]).toBe(grades.entities[5]);
    expect(removed.entities[2]).toBe(grades.entities[2]);
    expect(idsOf(selectAllGrades(grades))).toEqual([5, 9, 2]);
  });
});
