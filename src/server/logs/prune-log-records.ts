import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { logRecords } from '../db/schema';

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

/**
 * Deletes log records received more than `retentionDays` ago, then the oldest received beyond the
 * newest `maxRows`, a batch at a time. Every API request and every browser event adds a record, so
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
  // Ids are handed out as records arrive, so the newest `maxRows` are the highest ids. The boundary is
  // read once: records that arrive meanwhile are newer still, and a long backlog costs one index walk.
  const [oldestKept] = await db
    .select({ id: logRecords.id })
    .from(logRecords)
    .orderBy(desc(logRecords.id))
    .offset(limits.maxRows - 1)
    .limit(1);
  const tooMany = oldestKept
    ? await inBatches(async () => {
        const result = await db.execute(sql`
          WITH gone AS (
            DELETE FROM log_records WHERE id IN (
              SELECT id FROM log_records WHERE id < ${oldestKept.id} ORDER BY id LIMIT ${BATCH})
            RETURNING 1)
          SELECT count(*)::int AS count FROM gone`);
        return countOf(result);
      }, stopping)
    : 0;
  // Each account's daily count of browser events matters only for the day it counts.
  if (!stopping()) {
    await db.execute(sql`
      DELETE FROM log_event_counts WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  }
  return tooOld + tooMany;
}
