import { formatDate, formatDateTime, formatNumericDate } from './date-format';

// The module's formatters replaced a formatter made per call in each screen; what the reader sees is
// the same as the browser's own locale formatting.
describe('dates in the reader’s locale', () => {
  const iso = '2026-11-22T16:45:00Z';
  const date = new Date(iso);

  it("writes the admin tables' compact date as the browser's own short date", () => {
    expect(formatNumericDate(iso)).toBe(date.toLocaleDateString());
  });

  it('writes a date and time with the medium date and the short time', () => {
    expect(formatDateTime(iso)).toBe(
      date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('writes a date alone with the medium date', () => {
    expect(formatDate(iso)).toBe(date.toLocaleDateString(undefined, { dateStyle: 'medium' }));
  });
});
