import type { EntityState } from '@reduxjs/toolkit';
import type { StudentCourse } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** The order the server lists a student's courses in: by title, then by id where two titles are the same. */
const byTitle = (a: StudentCourse, b: StudentCourse) => a.title.localeCompare(b.title) || a.id - b.id;

const studentCourses = entityList<StudentCourse>({ order: byTitle });

export const studentCoursesAdapter = studentCourses.adapter;

export type StudentCourseEntities = EntityState<StudentCourse, number>;

export const toStudentCourseEntities: (rows: readonly StudentCourse[]) => StudentCourseEntities =
  studentCourses.fromRows;

/** Memoised on the entity state: the same list object until a course changes. */
export const selectAllStudentCourses = studentCourses.selectAll;
export const selectStudentCourseById = studentCourses.selectById;
