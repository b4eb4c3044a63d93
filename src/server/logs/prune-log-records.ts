import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows deleted per statement: a short lock each time, even with a backlog of millions. */
const BATCH = 10_000;

export interface LogLimits {
  /** Records received longer ago than this are deleted. */
  retentionDays: number;
  /** Past this many records the oldest received are deleted, whatever their age. */
  maxRows: number;
}

const countOf = (result: unknown) => (result as { rows: Array<{ count: number }> }).rows[0].count;

/** Deletes a batch at a time until a batch comes back short, or the server stops. */
async function inBatches(deleteBatch: () => Promise<number>, stopping: () => boolean): Promise<number> {
  let deleted = 0;
  while (!stopping()) {
    const count = await deleteBatch();
    deleted += count;
    if (count < BATCH) break;
  }
  return deleted;
}

/** Deletes the `count` oldest records (of one service, or of any), a batch at a time. */
async function deleteOldest(
  db: Database,
  count: number,
  service: 'web' | null,
  stopping: () => boolean,
): Promise<number> {
  const ofService = service ? sql`WHERE service = ${service}` : sql``;
  let deleted = 0;
  while (deleted < count && !stopping()) {
    const take = Math.min(BATCH, count - deleted);
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM log_records WHERE id IN (
          SELECT id FROM log_records ${ofService} ORDER BY id LIMIT ${take})
        RETURNING 1)
      SELECT count(*)::int AS count FROM gone`);
    const got = countOf(result);
    deleted += got;
    if (got < take) break;
  }
  return deleted;
}

/**
 * Deletes log records received more than `retentionDays` ago, then, past `maxRows`, the oldest of the
 * browser's events and only then the oldest of the server's own records, a batch at a time. Every API
 * request and every browser event adds a record, so
 * without this the table grows by millions of rows a day on a busy server. `stopping` is asked between
 * batches, so a server shutting down does not wait out a long backlog. Resolves to the rows deleted.
 */
export async function pruneLogRecords(
  db: Database,
  limits: LogLimits,
  stopping: () => boolean = () => false,
): Promise<number> {
  const tooOld = await inBatches(async () => {
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM log_records WHERE id IN (
          SELECT id FROM log_records
          WHERE "timestamp" < now() - make_interval(days => ${limits.retentionDays})
          ORDER BY "timestamp" LIMIT ${BATCH})
        RETURNING 1)
      SELECT count(*)::int AS count FROM gone`);
    return countOf(result);
  }, stopping);
  // Past the cap, the browser's events go first, oldest first: anyone signed in can send them, so a
  // flood of them must never push out the server's own records (requests, refusals, sign-ins). The
  // server's records go, oldest first, only when the browser's alone cannot make room.
  const [{ total }] = (
    (await db.execute(sql`SELECT count(*)::int AS total FROM log_records`)) as unknown as {
      rows: Array<{ total: number }>;
    }
  ).rows;
  const excess = Math.max(0, total - limits.maxRows);
  const browserEvents = await deleteOldest(db, excess, 'web', stopping);
  const tooMany = browserEvents + (await deleteOldest(db, excess - browserEvents, null, stopping));
  // Each account's daily count of browser events matters only for the day it counts.
  if (!stopping()) {
    await db.execute(sql`
      DELETE FROM log_event_counts WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  }
  return tooOld + tooMany;
}
