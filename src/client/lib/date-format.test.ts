import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatPreciseDateTime,
  formatPreciseTime,
  formatTime,
} from './date-format';

// The moments are built in the test's own time zone, so the expectations hold wherever it runs.
const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 22, hours, minutes, seconds).toISOString();

describe('one date format and one date-time format, whatever the browser’s locale', () => {
  it('writes a day as day, short month and year', () => {
    expect(formatDate(at(16, 45))).toBe('22 Nov 2026');
  });

  it('writes a moment as that day and a 12-hour time', () => {
    expect(formatDateTime(at(16, 45))).toBe('22 Nov 2026, 4:45 pm');
    expect(formatDateTime(at(9, 5))).toBe('22 Nov 2026, 9:05 am');
  });

  it('adds the seconds where an admin orders log records by them', () => {
    expect(formatPreciseDateTime(at(16, 45, 9))).toBe('22 Nov 2026, 4:45:09 pm');
    expect(formatPreciseTime(at(16, 45, 9))).toBe('4:45:09 pm');
    expect(formatTime(at(16, 45, 9))).toBe('4:45 pm');
  });

  it("shows a week's calendar day as stored, in every time zone", () => {
    expect(formatCalendarDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDayMonth('2026-11-23')).toBe('23 Nov');
  });

  it('gives back what it was given when that names no date, rather than throwing', () => {
    expect(formatDayMonth('undefined')).toBe('undefined');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatPreciseTime(Number.NaN)).toBe('NaN');
  });
});
