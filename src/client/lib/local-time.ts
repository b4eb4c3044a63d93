/** An ISO time as a datetime-local field shows it: the reader's own clock, to the minute. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const time = new Date(iso);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What a datetime-local field holds, as an ISO time; empty stays empty. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
