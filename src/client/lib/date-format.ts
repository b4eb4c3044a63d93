/**
 * Every date the product shows, in one format whatever the browser's locale: "22 Nov 2026" for a day
 * and "22 Nov 2026, 4:45 pm" for a moment. A day-month-year date cannot be misread the way 11/12/2026
 * can, and the same words everywhere let a student match the due date on the dashboard with the one on
 * the assignment. Moments are shown in the reader's own time zone (the contract sends UTC); calendar
 * days (a week's dates) have no time zone and are shown as stored.
 *
 * Each formatter is made on first use rather than when a module loads: making the first one loads the
 * locale's calendar data, which took about 60 ms at 4x CPU slowdown in a profile, and pages that show
 * no date paid it before their first paint.
 */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const LOCALE = 'en-GB';
const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const SECONDS = { second: '2-digit' } as const;
/** A calendar day ("2026-11-23") names no moment: read and shown in UTC, it is the same day everywhere. */
const CALENDAR_DAY = { timeZone: 'UTC' } as const;

const moment = (value: string | number) => new Date(value);
const calendarDay = (value: string | number) => new Date(`${String(value).slice(0, 10)}T00:00:00Z`);

/**
 * A formatter made on first use that gives the text back as it came when it names no date: Intl throws
 * on an invalid date, and a chart asks for a label before it has one.
 */
function formatter(options: Intl.DateTimeFormatOptions, read = moment) {
  const format = madeOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, options));
  return (value: string | number): string => {
    const date = read(value);
    return Number.isNaN(date.getTime()) ? String(value) : format().format(date);
  };
}

/** "22 Nov 2026": the day something happened, e.g. when a grade was given or an account created. */
export const formatDate = formatter(DAY);

/** "22 Nov 2026, 4:45 pm": a moment, e.g. a due date or when an essay was submitted. */
export const formatDateTime = formatter({ ...DAY, ...TIME });

/** "22 Nov 2026, 4:45:09 pm": the same moment to the second, for the log records an admin orders. */
export const formatPreciseDateTime = formatter({ ...DAY, ...TIME, ...SECONDS });

/** "4:45 pm": a moment today, e.g. when a draft was last saved. */
export const formatTime = formatter(TIME);

/** "4:45:09 pm": a moment today to the second, e.g. when a list that refreshes itself was fetched. */
export const formatPreciseTime = formatter({ ...TIME, ...SECONDS });

/** "23 Nov 2026" for the calendar day "2026-11-23" (a week's start or end), the same in every time zone. */
export const formatCalendarDate = formatter({ ...DAY, ...CALENDAR_DAY }, calendarDay);

/** "23 Nov": a calendar day on a chart's axis, where the year is in the chart's title. */
export const formatDayMonth = formatter({ day: 'numeric', month: 'short', ...CALENDAR_DAY }, calendarDay);

const relativeFormat = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

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
