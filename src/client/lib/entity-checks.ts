import { isObject } from '../../shared/rules/is-object';
/**
 * Section 5 ("Entity checks"): the least an answer must hold before a screen may rely on it. Only the
 * checked fields are required here; the rest of section 3's fields stay optional until a screen needs them.
 */
export interface CourseShape {
  id: number;
  title: string;
  description?: string;
  created_at?: string;
}

export interface WeekShape {
  id: number;
  week_number: number;
  title?: string | null;
  course_id?: number;
}

export interface AssignmentShape {
  id: number;
  title: string;
  week_id?: number;
}

// A numeric string such as "7" is refused: ids are compared with ===, so "7" would never match 7.
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isCourse = (value: unknown): value is CourseShape =>
  isObject(value) && isNumber(value.id) && typeof value.title === 'string';

export const isWeek = (value: unknown): value is WeekShape =>
  isObject(value) && isNumber(value.id) && isNumber(value.week_number);

export const isAssignment = (value: unknown): value is AssignmentShape =>
  isObject(value) && isNumber(value.id) && typeof value.title === 'string';

export interface CheckedList<T> {
  items: T[];
  dropped: number;
}

/**
 * For `transformResponse`: one malformed entry must not blank a whole list, so it is dropped and counted
 * for the caller to log. An answer that is not a list at all counts as one dropped entry.
 */
export function keepValid<T>(answer: unknown, check: (value: unknown) => value is T): CheckedList<T> {
  if (!Array.isArray(answer)) return { items: [], dropped: answer === undefined ? 0 : 1 };
  const items = answer.filter(check);
  return { items, dropped: answer.length - items.length };
}
