import { lessonRow as lesson } from '../../../../test/client/lessons/lesson-row';
import { lessonList, renumberLessons } from './lesson-entities';

const lessons = [lesson(1, 0), lesson(2, 1), lesson(3, 2)];

describe('moving a lesson', () => {
  it('renumbers the lessons in the new order', () => {
    const renumbered = renumberLessons(lessonList.fromRows(lessons), [3, 1, 2]);
    expect(lessonList.selectAll(renumbered).map(({ id, position }) => [id, position])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
