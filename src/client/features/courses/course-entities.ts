import type { EntityState } from '@reduxjs/toolkit';
import type { Course } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** The order the server lists them in: by title, then by id where two titles are the same. */
const byTitle = (a: Course, b: Course) => a.title.localeCompare(b.title) || a.id - b.id;

const courses = entityList<Course>({ order: byTitle });

export const coursesAdapter = courses.adapter;

export type CourseEntities = EntityState<Course, number>;

export const toCourseEntities: (rows: readonly Course[]) => CourseEntities = courses.fromRows;

/** Memoised on the entity state: the same list object until a course changes. */
export const selectAllCourses = courses.selectAll;
export const selectCourseById = courses.selectById;
