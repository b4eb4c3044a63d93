const pad = (value: number) => String(value).padStart(2, '0');

/** "HH:MM" in the reader's own time zone, for "Draft saved at HH:MM". */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
