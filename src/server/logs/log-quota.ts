import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { HttpError } from '../errors';

/** What one batch took of an account's daily quota. */
export interface QuotaTaken {
  /** How many of the batch's events fit, its first ones. */
  allowed: number;
  /** Whether the quota is used up with them: the account's next batch that day gets nothing. */
  spent: boolean;
  /** The day (UTC, as the database counts it: YYYY-MM-DD) the events were counted on. */
  day: string;
}

/**
 * Counts `events` against the account's quota for today (UTC) and answers how many of them fit. The
 * count lives in the database, so the quota holds however many servers share it, and one statement
 * adds and reads it, so two batches at once cannot both take the last places.
 */
export async function takeLogEventQuota(
  db: Database,
  userId: number,
  events: number,
  perDay: number,
): Promise<QuotaTaken> {
  const result = await db.execute(sql`
    INSERT INTO log_event_counts (user_id, day, events)
    VALUES (${userId}, (now() AT TIME ZONE 'UTC')::date, ${events})
    ON CONFLICT (user_id, day)
      DO UPDATE SET events = least(log_event_counts.events, ${perDay}) + excluded.events
    RETURNING events, day::text AS day`);
  // Refused events are counted too, but never more than a batch past the quota.
  const [row] = (result as unknown as { rows: Array<{ events: number; day: string }> }).rows;
  const before = row.events - events;
  return {
    allowed: Math.max(0, Math.min(events, perDay - before)),
    spent: row.events >= perDay,
    day: row.day,
  };
}

export const logQuotaSpent = (perDay: number) =>
  new HttpError(
    429,
    ErrorCode.rateLimited,
    'Too many log events today.',
    `This account has sent its ${perDay.toLocaleString('en-US')} log events for today; further events are dropped until midnight UTC.`,
  );

/** Today in UTC as the database names its days (YYYY-MM-DD). */
const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The accounts this server has seen use up their log events for the day, so their further batches are
 * refused before the body is read: a browser or a script that keeps sending would otherwise have every
 * batch parsed, checked and counted in the database only to be told the same. Only a quota seen spent
 * is remembered, and a day's count only grows, so a batch refused here would have been refused by the
 * database too; a quota this server has not seen spent (another server's batches) is still counted
 * there. An entry holds for the day it was counted on and for the quota it reached: a new day, or a
 * larger quota once the address is verified, goes to the database again. Oldest entries go first past
 * `max` accounts.
 */
export class SpentLogQuotas {
  private readonly spent = new Map<number, { day: string; perDay: number }>();
  private readonly max: number;
  private readonly now: () => number;

  constructor(options: { max?: number; now?: () => number } = {}) {
    this.max = options.max ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Remembers that the account has no events left on `day` (the database's) at `perDay` a day. */
  add(userId: number, perDay: number, day: string): void {
    this.spent.delete(userId);
    this.spent.set(userId, { day, perDay });
    if (this.spent.size > this.max) this.spent.delete(this.spent.keys().next().value as number);
  }

  /** Whether the account is known to have sent its `perDay` events today. */
  has(userId: number, perDay: number): boolean {
    const entry = this.spent.get(userId);
    if (!entry) return false;
    if (entry.day !== utcDay(this.now())) {
      this.spent.delete(userId);
      return false;
    }
    return entry.perDay === perDay;
  }
}
