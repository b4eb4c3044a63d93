import type { Database } from '../db/client';
import { enqueueJob } from '../db/job-queue';
import type { JobHandler } from '../jobs/runner';
import { type ContextKey, findContextByKey } from './link-store';
import { findContext, takeRosterTurn } from './roster-store';
import { syncRoster } from './roster-sync';

export const ROSTER_SYNC_JOB = 'lti.roster-sync';

/**
 * After an instructor's launch, the roster is read in the background, at most once an hour for each
 * LMS course: the turn is taken and the job queued together, so a queued read is never lost or doubled.
 * True when a job was queued (the caller wakes the runner).
 */
export async function queueRosterSyncAfterLaunch(db: Database, key: ContextKey): Promise<boolean> {
  const context = await findContextByKey(db, key);
  if (!context?.membershipsUrl) return false;
  return db.transaction(async (tx) => {
    if (!(await takeRosterTurn(tx, context.id))) return false;
    await enqueueJob(tx, { kind: ROSTER_SYNC_JOB, payload: { ltiContextId: context.id } });
    return true;
  });
}

export function rosterSyncJobHandler(db: Database): JobHandler {
  return async (job, signal) => {
    const { ltiContextId } = JSON.parse(job.payload) as { ltiContextId: number };
    const context = await findContext(db, ltiContextId);
    if (!context?.membershipsUrl) return 'skipped';
    await syncRoster(db, context, signal);
  };
}
