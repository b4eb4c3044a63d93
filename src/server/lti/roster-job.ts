import { eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueueJob, firstJobOfKind } from '../db/job-queue';
import { jobs } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { findContext, takeRosterTurn } from './roster-store';
import { syncRoster } from './roster-sync';

export const ROSTER_SYNC_JOB = 'lti.roster-sync';

/**
 * After an instructor's launch, the roster is read in the background, at most once an hour for each
 * LMS course: the turn is taken and the job queued together, so a queued read is never lost or doubled.
 * True when a job was queued (the caller wakes the runner).
 */
export async function queueRosterSyncAfterLaunch(db: Database, ltiContextId: number): Promise<boolean> {
  // The turn is only taken by a context that offers its roster.
  return db.transaction(async (tx) => {
    if (!(await takeRosterTurn(tx, ltiContextId))) return false;
    await enqueueJob(tx, { kind: ROSTER_SYNC_JOB, payload: { ltiContextId } });
    return true;
  });
}

/** Whether a queued roster read of this context is running now (its lease still held). */
export async function rosterSyncRunning(db: Database, ltiContextId: number): Promise<boolean> {
  const [running] = await firstJobOfKind(
    db,
    ROSTER_SYNC_JOB,
    eq(jobs.status, 'running'),
    gte(jobs.leaseUntil, sql`now()`),
    eq(jobs.payload, JSON.stringify({ ltiContextId })),
  );
  return running !== undefined;
}

export function rosterSyncJobHandler(db: Database): JobHandler {
  return async (job, signal) => {
    const { ltiContextId } = JSON.parse(job.payload) as { ltiContextId: number };
    const context = await findContext(db, ltiContextId);
    if (!context?.membershipsUrl) return 'skipped';
    await syncRoster(db, context, signal);
  };
}
