import type { Lesson } from '../../../shared/contract';
import type { EntityRows } from '../../api/entity-list';
import { entityList } from '../../api/entity-list';
import { byPosition } from './lesson-order';

/** A week's lessons by position, as the server numbers them. */
export const lessonList = entityList<Lesson>({ order: byPosition });

/**
 * The lessons numbered from 0 in the order of `ids`, as the server numbers them after a reorder; a
 * lesson whose number does not change stays the same object.
 */
export const renumberLessons = (lessons: EntityRows<Lesson>, ids: readonly number[]): EntityRows<Lesson> =>
  lessonList.adapter.updateMany(
    lessons,
    ids.map((id, position) => ({ id, changes: { position } })),
  );
