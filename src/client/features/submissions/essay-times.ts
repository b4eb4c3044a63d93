const pad = (value: number) => String(value).padStart(2, '0');

/** "HH:MM" in the reader's own time zone, for "Draft saved at HH:MM". */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time in the reader's locale and time zone; the contract sends UTC. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
