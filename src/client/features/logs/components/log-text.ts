import { formatPreciseDateTime } from '../../../lib/date-format';

/** A record's time in the reader's own clock, to the second. */
export const timeText = (iso: string) => formatPreciseDateTime(iso);

export const durationText = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);

/** The context as the server stored it, indented so that nested details read at a glance. */
export const contextText = (context: unknown) =>
  context === null || context === undefined ? 'None' : JSON.stringify(context, null, 2);
