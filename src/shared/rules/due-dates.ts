/**
 * Due dates: an essay is late when it was submitted after the student's own due date (the assignment's,
 * or the extension the instructor gave them), and missing when that date has passed with nothing in.
 */
export function minutesLate(submittedAt: Date, dueAt: Date | null): number | null {
  if (!dueAt) return null;
  const minutes = Math.ceil((submittedAt.getTime() - dueAt.getTime()) / 60_000);
  return minutes > 0 ? minutes : null;
}

export const isMissing = (dueAt: Date | null, submitted: boolean, now = new Date()) =>
  !submitted && dueAt !== null && dueAt.getTime() < now.getTime();

/** How late, in words: "12 min", "3 h 5 min", "2 days 4 h". */
export function lateness(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0)
    return hours > 0
      ? `${days} day${days === 1 ? '' : 's'} ${hours} h`
      : `${days} day${days === 1 ? '' : 's'}`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}
