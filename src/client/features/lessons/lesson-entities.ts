import type { EntityState } from '@reduxjs/toolkit';
import type { Lesson } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';
import { byPosition } from './lesson-order';

const lessons = entityList<Lesson>({ order: byPosition });

export const lessonsAdapter = lessons.adapter;

export type LessonEntities = EntityState<Lesson, number>;

export const toLessonEntities: (rows: readonly Lesson[]) => LessonEntities = lessons.fromRows;

/**
 * The lessons numbered from 0 in the order of `ids`, as the server numbers them after a reorder; a
 * lesson whose number does not change stays the same object.
 */
export const renumberLessons = (lessons: LessonEntities, ids: readonly number[]): LessonEntities =>
  lessonsAdapter.updateMany(
    lessons,
    ids.map((id, position) => ({ id, changes: { position } })),
  );

/** Memoised on the entity state: the same list object until a lesson changes. */
export const selectAllLessons = lessons.selectAll;
export const selectLessonById = lessons.selectById;
