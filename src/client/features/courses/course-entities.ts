import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Course } from '../../../shared/contract';

/** The order the server lists them in: by title, then by id where two titles are the same. */
const byTitle = (a: Course, b: Course) => a.title.localeCompare(b.title) || a.id - b.id;

export const coursesAdapter = createEntityAdapter<Course>({ sortComparer: byTitle });

export type CourseEntities = EntityState<Course, number>;

export const toCourseEntities = (courses: readonly Course[]): CourseEntities =>
  coursesAdapter.setAll(coursesAdapter.getInitialState(), courses);

const courseSelectors = coursesAdapter.getSelectors();

/** Memoised on the entity state: the same list object until a course changes. */
export const selectAllCourses = courseSelectors.selectAll;
export const selectCourseById = courseSelectors.selectById;
