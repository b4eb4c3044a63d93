import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Lesson } from '../../../shared/contract';
import { byPosition } from './lesson-order';

export const lessonsAdapter = createEntityAdapter<Lesson>({ sortComparer: byPosition });

export type LessonEntities = EntityState<Lesson, number>;

export const toLessonEntities = (lessons: readonly Lesson[]): LessonEntities =>
  lessonsAdapter.setAll(lessonsAdapter.getInitialState(), lessons);

/**
 * The lessons numbered from 0 in the order of `ids`, as the server numbers them after a reorder; a
 * lesson whose number does not change stays the same object.
 */
export const renumberLessons = (lessons: LessonEntities, ids: readonly number[]): LessonEntities =>
  lessonsAdapter.updateMany(
    lessons,
    ids.map((id, position) => ({ id, changes: { position } })),
  );

const lessonSelectors = lessonsAdapter.getSelectors();

/** Memoised on the entity state: the same list object until a lesson changes. */
export const selectAllLessons = lessonSelectors.selectAll;
export const selectLessonById = lessonSelectors.selectById;
