import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows deleted per statement: a short lock each time, even with a backlog of millions. */
const BATCH = 10_000;

/**
 * Deletes log records older than `retentionDays`, oldest first, a batch at a time. Every API request
 * adds a record, so without this the table grows by millions of rows a day on a busy server.
 * `stopping` is asked between batches, so a server shutting down does not wait out a long backlog.
 * Resolves to the number of rows deleted.
 */
export async function pruneLogRecords(
  db: Database,
  retentionDays: number,
  stopping: () => boolean = () => false,
): Promise<number> {
  let deleted = 0;
  while (!stopping()) {
    const result = await db.execute(sql`
      WITH gone AS (
        DELETE FROM log_records WHERE id IN (
          SELECT id FROM log_records
          WHERE "timestamp" < now() - make_interval(days => ${retentionDays})
          ORDER BY "timestamp" LIMIT ${BATCH})
        RETURNING 1)
      SELECT count(*)::int AS count FROM gone`);
    const count = (result as unknown as { rows: Array<{ count: number }> }).rows[0].count;
    deleted += count;
    if (count < BATCH) break;
  }
  return deleted;
}
