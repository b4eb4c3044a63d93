import { desc, inArray } from 'drizzle-orm';
import type { DraftStatus } from '../../shared/contract/feedback';
import type { Database } from '../db/client';
import { jobs, type submissions } from '../db/schema';

type SubmissionRow = typeof submissions.$inferSelect;

export interface DraftState {
  status: DraftStatus;
  error: string | null;
}

const fromJob: Record<(typeof jobs.$inferSelect)['status'], DraftStatus> = {
  pending: 'queued',
  running: 'running',
  done: 'ready',
  failed: 'failed',
  // A newer version (or a later job) made this draft pointless; nothing more is coming for it.
  skipped: 'ready',
};

/** How each submission's draft stands, read from its most recent feedback job. */
export async function draftStates(db: Database, rows: SubmissionRow[]): Promise<Map<number, DraftState>> {
  const states = new Map<number, DraftState>();
  if (rows.length === 0) return states;
  const latestJobs = await db
    .selectDistinctOn([jobs.submissionId], {
      submissionId: jobs.submissionId,
      status: jobs.status,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(
      inArray(
        jobs.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(jobs.submissionId, desc(jobs.id));
  for (const job of latestJobs) {
    if (job.submissionId === null) continue;
    states.set(job.submissionId, {
      status: fromJob[job.status],
      error: job.status === 'failed' ? job.lastError : null,
    });
  }
  for (const row of rows) {
    // Essays stored without a job (imported or seeded) count as ready once a draft exists.
    if (!states.has(row.id))
      states.set(row.id, { status: row.feedbackGeneratedAt ? 'ready' : 'queued', error: null });
  }
  return states;
}
