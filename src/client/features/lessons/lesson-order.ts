import type { Lesson } from '../../../shared/contract';

export const byPosition = (a: Lesson, b: Lesson) => a.position - b.position || a.id - b.id;

/** The week's lesson ids after moving one lesson a place up (-1) or down (1); null at either end. */
export function movedIds(lessons: Lesson[], lessonId: number, by: -1 | 1): number[] | null {
  const ids = lessons.map((lesson) => lesson.id);
  const from = ids.indexOf(lessonId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}
