import type { StudentCourse } from '../../../shared/contract';
import {
  selectAllStudentCourses,
  selectStudentCourseById,
  studentCoursesAdapter,
  toStudentCourseEntities,
} from './student-course-entities';

const course = (id: number, title: string): StudentCourse => ({
  id,
  title,
  description: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  week_count: 4,
  assignment_count: 3,
  completed_count: 0,
  active_week_id: null,
});

const idsOf = (courses: StudentCourse[]) => courses.map((row) => row.id);

describe("a student's courses as the store keeps them", () => {
  const courses = toStudentCourseEntities([
    course(3, 'Rhetoric'),
    course(9, 'Argument'),
    course(4, 'Argument'),
  ]);

  it('lists by title, then by id where titles are the same, whatever order they arrive in', () => {
    expect(idsOf(selectAllStudentCourses(courses))).toEqual([4, 9, 3]);
  });

  it('finds one course by id, and none for an id it does not hold', () => {
    expect(selectStudentCourseById(courses, 3)?.title).toBe('Rhetoric');
    expect(selectStudentCourseById(courses, 1)).toBeUndefined();
  });

  it('answers the same list for the same state, so a screen does not redraw for nothing', () => {
    expect(selectAllStudentCourses(courses)).toBe(selectAllStudentCourses(courses));
  });

  it("changes one course's progress without touching the others", () => {
    const progressed = studentCoursesAdapter.updateOne(courses, { id: 9, changes: { completed_count: 1 } });
    expect(progressed.entities[9].completed_count).toBe(1);
    expect(progressed.entities[3]).toBe(courses.entities[3]);
    expect(progressed.entities[4]).toBe(courses.entities[4]);
  });
});
