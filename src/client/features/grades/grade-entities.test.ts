import type { GradeItem } from '../../../shared/contract';
import { gradeList } from './grade-entities';

it("keeps a student's entries in the order the server sent them, by submission id as the key", () => {
  // As the server sends them: newest grading first, an undated one where it put it.
  const rows = [
    { submission_id: 5, graded_at: '2026-01-20T09:00:00.000Z' },
    { submission_id: 9, graded_at: null },
    { submission_id: 2, graded_at: '2026-01-14T09:00:00.000Z' },
  ] as GradeItem[];
  const grades = gradeList.fromRows(rows);
  expect(gradeList.selectAll(grades).map((row) => row.submission_id)).toEqual([5, 9, 2]);
  expect(gradeList.selectById(grades, 9)?.graded_at).toBeNull();
});
