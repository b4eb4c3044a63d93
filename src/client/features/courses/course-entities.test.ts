import type { Course } from '../../../shared/contract';
import { courseList } from './course-entities';

it('lists courses by title, then by id where titles are the same', () => {
  const rows = [
    { id: 3, title: 'Rhetoric' },
    { id: 9, title: 'Argument' },
    { id: 4, title: 'Argument' },
  ] as Course[];
  expect(courseList.selectAll(courseList.fromRows(rows)).map((row) => row.id)).toEqual([4, 9, 3]);
});
