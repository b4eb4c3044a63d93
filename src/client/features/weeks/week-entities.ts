import type { Week } from '../../../shared/contract';
import { entityList } from '../../api/entity-list';

/** A course's weeks by number; a course numbers each week once, so the id only settles an answer that breaks that rule. */
export const weekList = entityList<Week>({ order: (a, b) => a.week_number - b.week_number || a.id - b.id });
