import { eq, inArray } from 'drizzle-orm';
import { claimNextJob, completeJob, failJob } from '../../../src/server/db/job-queue';
import { jobs } from '../../../src/server/db/schema';
import type { JobHandler } from '../../../src/server/jobs/runner';
import { GRADE_PASSBACK_JOB, gradePassbackJobHandler } from '../../../src/server/lti/grade-passback';
import { ROSTER_SYNC_JOB, rosterSyncJobHandler } from '../../../src/server/lti/roster-job';
import type { TestServer } from '../test-server';

export const LTI_JOBS = [ROSTER_SYNC_JOB, GRADE_PASSBACK_JOB];

/**
 * Runs the LTI jobs that are due now, one after another, as the job runner would (a failed attempt is
 * put back with its pause): the tests see each attempt's outcome without waiting on a poll.
 */
export async function runDueLtiJobs(server: TestServer): Promise<number> {
  const db = server.handle.db;
  const handlers: Record<string, JobHandler> = {
    [ROSTER_SYNC_JOB]: rosterSyncJobHandler(db),
    [GRADE_PASSBACK_JOB]: gradePassbackJobHandler(db, server.config.publicUrl, server.app.log),
  };
  let ran = 0;
  for (;;) {
    const job = await claimNextJob(db, 30, { only: LTI_JOBS });
    if (!job) return ran;
    ran += 1;
    try {
      const outcome = await handlers[job.kind](job, new AbortController().signal);
      await completeJob(db, job, outcome === 'skipped' ? 'skipped' : 'done');
    } catch (error) {
      await failJob(db, job, error);
    }
  }
}

/** The LTI jobs in the queue, oldest first. */
export const ltiJobs = (server: TestServer) =>
  server.handle.db.select().from(jobs).where(inArray(jobs.kind, LTI_JOBS)).orderBy(jobs.id);

/** Makes a job waiting out its pause due now, as the pause ending would. */
export const dueNow = (server: TestServer, jobId: number) =>
  server.handle.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, jobId));
