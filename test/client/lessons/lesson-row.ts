import type { Lesson } from '../../../src/shared/contract';

/** A lesson of week 1 as the server answers it, named by its id. */
export const lessonRow = (id: number, position: number): Lesson => ({
  id,
  week_id: 1,
  title: `Lesson ${id}`,
  content_html: '',
  position,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
