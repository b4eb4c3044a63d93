import type { Lesson } from '../../../shared/contract';

export const byPosition = (a: Lesson, b: Lesson) => a.position - b.position || a.id - b.id;
