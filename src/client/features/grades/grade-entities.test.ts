import type { GradeItem } from '../../../shared/contract';
import { gradeList } from './grade-entities';

// Only the fields the order reads.
const row = (submission_id: number, graded_at: string | null) => ({ submission_id, graded_at }) as GradeItem;

it("keeps a student's entries in the order the server sent them, by submission id as the key", () => {
  // As the server sends them: newest grading first, an undated one where it put it.
  const grades = gradeList.fromRows([
    row(5, '2026-01-20T09:00:00.000Z'),
    row(9, null),
    row(2, '2026-01-14T09:00:00.000Z'),
  ]);
  expect(gradeList.selectAll(grades).map((entry) => entry.submission_id)).toEqual([5, 9, 2]);
  expect(gradeList.selectById(grades, 9)?.graded_at).toBeNull();
});
