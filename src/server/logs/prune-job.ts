import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JobHandler } from '../jobs/runner';
import { type LogLimits, pruneLogRecords } from './prune-log-records';

export const LOG_PRUNE_JOB = 'logs.prune';

/** How often old and surplus log records are deleted. */
const LOG_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Queues the next pruning unless one is already waiting. Several servers may ask at once and queue
 * two; the next run of either then finds the other waiting and queues none, so they merge again.
 */
export async function scheduleLogPruning(db: Database, runAt: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, run_at)
    SELECT ${LOG_PRUNE_JOB}, '{}', ${runAt.toISOString()}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${LOG_PRUNE_JOB} AND status = 'pending')`);
}

/**
 * Prunes the log store as a durable job: it survives a restart, runs on one server at a time, and
 * queues its own next run first, so a failed run does not end the hourly pruning.
 */
export function logPruneJobHandler(db: Database, limits: LogLimits): JobHandler {
  return async (_job, signal) => {
    await scheduleLogPruning(db, new Date(Date.now() + LOG_PRUNE_EVERY_MS));
    await pruneLogRecords(db, limits, () => signal.aborted);
  };
}
