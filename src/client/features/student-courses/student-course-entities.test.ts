import type { StudentCourse } from '../../../shared/contract';
import { studentCourseList } from './student-course-entities';

it("lists a student's courses by title, then by id where titles are the same", () => {
  const rows = [
    { id: 3, title: 'Rhetoric' },
    { id: 9, title: 'Argument' },
    { id: 4, title: 'Argument' },
  ] as StudentCourse[];
  expect(studentCourseList.selectAll(studentCourseList.fromRows(rows)).map((row) => row.id)).toEqual([
    4, 9, 3,
  ]);
});
