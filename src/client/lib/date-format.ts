/**
 * Dates and times in the reader's own locale and time zone; the contract sends UTC. Each formatter is
 * made on first use rather than when a module loads: making the first one loads the locale's calendar
 * data, which took about 60 ms at 4x CPU slowdown in a profile, and pages that show no date paid it
 * before their first paint.
 */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dateTimeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const dateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const numericDateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat());
const relativeFormat = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "22 Nov 2026, 16:45": a date and time, e.g. a due date or when an essay was submitted. */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));

/** "22 Nov 2026". */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));

/** "22/11/2026": the admin tables' compact date, one formatter for all their rows. */
export const formatNumericDate = (iso: string) => numericDateFormat().format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "just now": how long ago something happened. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
