import { lessonRow as lesson } from '../../../../test/client/lessons/lesson-row';
import type { Lesson } from '../../../shared/contract';
import { renumberLessons, selectAllLessons, selectLessonById, toLessonEntities } from './lesson-entities';

const idsOf = (lessons: Lesson[]) => lessons.map((row) => row.id);

describe("a week's lessons as the store keeps them", () => {
  const lessons = toLessonEntities([lesson(7, 2), lesson(5, 0), lesson(6, 1), lesson(4, 2)]);

  it('lists by position, then by id where two share a place, whatever order they arrive in', () => {
    expect(idsOf(selectAllLessons(lessons))).toEqual([5, 6, 4, 7]);
  });

  it('finds one lesson by id, and none for an id it does not hold', () => {
    expect(selectLessonById(lessons, 6)?.position).toBe(1);
    expect(selectLessonById(lessons, 1)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllLessons(lessons)).toBe(selectAllLessons(lessons));
  });

  it('moves a lesson by renumbering only the lessons whose place changes', () => {
    const before = toLessonEntities([lesson(1, 0), lesson(2, 1), lesson(3, 2)]);
    const after = renumberLessons(before, [2, 1, 3]);
    expect(idsOf(selectAllLessons(after))).toEqual([2, 1, 3]);
    expect(after.entities[2].position).toBe(0);
    expect(after.entities[1].position).toBe(1);
    expect(after.entities[3]).toBe(before.entities[3]);
    expect(before.entities[1].position).toBe(0);
  });
});
