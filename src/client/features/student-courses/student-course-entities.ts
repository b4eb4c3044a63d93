import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { StudentCourse } from '../../../shared/contract';

/** The order the server lists a student's courses in: by title, then by id where two titles are the same. */
const byTitle = (a: StudentCourse, b: StudentCourse) => a.title.localeCompare(b.title) || a.id - b.id;

export const studentCoursesAdapter = createEntityAdapter<StudentCourse>({ sortComparer: byTitle });

export type StudentCourseEntities = EntityState<StudentCourse, number>;

export const toStudentCourseEntities = (courses: readonly StudentCourse[]): StudentCourseEntities =>
  studentCoursesAdapter.setAll(studentCoursesAdapter.getInitialState(), courses);

const studentCourseSelectors = studentCoursesAdapter.getSelectors();

/** Memoised on the entity state: the same list object until a course changes. */
export const selectAllStudentCourses = studentCourseSelectors.selectAll;
export const selectStudentCourseById = studentCourseSelectors.selectById;
