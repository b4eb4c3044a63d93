import type { StudentCourse } from '../../../shared/contract';
import { studentCourseList } from './student-course-entities';

// Only the fields the order reads.
const row = (id: number, title: string) => ({ id, title }) as StudentCourse;

it("lists a student's courses by title, then by id where titles are the same", () => {
  const rows = studentCourseList.fromRows([row(3, 'Rhetoric'), row(9, 'Argument'), row(4, 'Argument')]);
  expect(studentCourseList.selectAll(rows).map((entry) => entry.id)).toEqual([4, 9, 3]);
});
