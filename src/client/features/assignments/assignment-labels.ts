import type { Assignment } from '../../../shared/contract';
import { formatDateTime } from '../../lib/date-format';

/** The due date in the reader's own time zone and format. */
export const dueLabel = (dueAt: string | null) => (dueAt ? formatDateTime(dueAt) : 'No due date');

export function wordLimitsLabel({
  min_words: min,
  max_words: max,
}: Pick<Assignment, 'min_words' | 'max_words'>) {
  if (min != null && max != null) return `${min}–${max} words`;
  if (min != null) return `At least ${min} words`;
  if (max != null) return `At most ${max} words`;
  return 'No word limits';
}
