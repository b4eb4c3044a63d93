import type { Week } from '../../../shared/contract';
import { formatCalendarDate } from '../../lib/date-format';

const dayOrGap = (day: string | null) => (day ? formatCalendarDate(day) : '…');

/** "23 Nov 2026 to 29 Nov 2026", an open end as '…', or null when the week has no dates. */
export const weekDatesLabel = (week: Pick<Week, 'starts_on' | 'ends_on'>): string | null =>
  week.starts_on || week.ends_on ? `${dayOrGap(week.starts_on)} to ${dayOrGap(week.ends_on)}` : null;
