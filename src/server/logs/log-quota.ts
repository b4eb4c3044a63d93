import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { HttpError } from '../errors';

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
): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO log_event_counts (user_id, day, events)
    VALUES (${userId}, (now() AT TIME ZONE 'UTC')::date, ${events})
    ON CONFLICT (user_id, day)
      DO UPDATE SET events = least(log_event_counts.events, ${perDay}) + excluded.events
    RETURNING events`);
  // Refused events are counted too, but never more than a batch past the quota.
  const total = (result as unknown as { rows: Array<{ events: number }> }).rows[0].events;
  const before = total - events;
  return Math.max(0, Math.min(events, perDay - before));
}

export const logQuotaSpent = (perDay: number) =>
  new HttpError(
    429,
    ErrorCode.rateLimited,
    'Too many log events today.',
    `This account has sent its ${perDay.toLocaleString('en-US')} log events for today; further events are dropped until midnight UTC.`,
  );
