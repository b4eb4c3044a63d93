import type { Course } from '../../../shared/contract';
import { courseList } from './course-entities';

// Only the fields the order reads.
const row = (id: number, title: string) => ({ id, title }) as Course;

it('lists courses by title, then by id where titles are the same', () => {
  const rows = courseList.fromRows([row(3, 'Rhetoric'), row(9, 'Argument'), row(4, 'Argument')]);
  expect(courseList.selectAll(rows).map((entry) => entry.id)).toEqual([4, 9, 3]);
});
