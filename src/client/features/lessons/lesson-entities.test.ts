import { lessonRow as lesson } from '../../../../test/client/lessons/lesson-row';
import { lessonList, renumberLessons } from './lesson-entities';

describe("a week's lessons as the store keeps them", () => {
  it('lists by position, then by id where two share a place, whatever order they arrive in', () => {
    const lessons = lessonList.fromRows([lesson(7, 2), lesson(5, 0), lesson(6, 1), lesson(4, 2)]);
    expect(lessonList.selectAll(lessons).map((row) => row.id)).toEqual([5, 6, 4, 7]);
  });

  it('moves a lesson by renumbering only the lessons whose place changes', () => {
    const before = lessonList.fromRows([lesson(1, 0), lesson(2, 1), lesson(3, 2)]);
    const after = renumberLessons(before, [2, 1, 3]);
    expect(lessonList.selectAll(after).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(after.entities[2].position).toBe(0);
    expect(after.entities[1].position).toBe(1);
    expect(after.entities[3]).toBe(before.entities[3]);
    expect(before.entities[1].position).toBe(0);
  });
});
