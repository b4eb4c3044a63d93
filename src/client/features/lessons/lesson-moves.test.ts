import { lessonRow as lesson } from '../../../../test/client/lessons/lesson-row';
import { renumberLessons, selectAllLessons, toLessonEntities } from './lesson-entities';
import { movedIds } from './lesson-order';

const lessons = [lesson(1, 0), lesson(2, 1), lesson(3, 2)];

describe('moving a lesson', () => {
  it.each([
    [1, 1, [2, 1, 3]],
    [2, -1, [2, 1, 3]],
    [2, 1, [1, 3, 2]],
    [1, -1, null],
    [3, 1, null],
    [9, 1, null],
  ] as const)('lesson %p moved by %p gives %p', (id, by, expected) => {
    expect(movedIds(lessons, id, by)).toEqual(expected);
  });

  it('renumbers the lessons in the new order', () => {
    const renumbered = renumberLessons(toLessonEntities(lessons), [3, 1, 2]);
    expect(selectAllLessons(renumbered).map(({ id, position }) => [id, position])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
