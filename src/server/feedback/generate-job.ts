import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs, submissions } from '../db/schema';
import type { Job } from '../jobs/queue';
import { isReleased } from '../submissions/dto';
import { newerVersions } from '../submissions/newer-version';
import type { FeedbackProvider } from './provider-chain';
import { storeDraft } from './store-draft';

export const FEEDBACK_JOB = 'feedback.generate';

export interface FeedbackJobPayload {
  submissionId: number;
}

type SubmissionRow = typeof submissions.$inferSelect;

/**
 * Whether newer work makes this job's draft pointless: the student has since submitted a newer version
 * (the instructor reviews only the latest), or a later job for the same essay (Regenerate) will draft it.
 */
async function superseded(db: Database, job: Job, submission: SubmissionRow): Promise<boolean> {
  const [newer] = await newerVersions(db, submission).limit(1);
  if (newer) return true;
  const [laterJob] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, FEEDBACK_JOB),
        eq(jobs.submissionId, submission.id),
        gt(jobs.id, job.id),
        inArray(jobs.status, ['pending', 'running', 'done']),
      ),
    )
    .limit(1);
  return Boolean(laterJob);
}

/** Drafts feedback for one submission and stores it as the instructor's draft. */
export function feedbackJobHandler(db: Database, provider: FeedbackProvider) {
  return async (job: Job, signal: AbortSignal) => {
    const { submissionId } = JSON.parse(job.payload) as FeedbackJobPayload;
    const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
    // Work the instructor saved or released is theirs: a draft that arrives late never overwrites it.
    if (!submission || submission.gradedAt || submission.saved || isReleased(submission)) return;
    if (await superseded(db, job, submission)) return 'skipped';
    const draft = await provider.draft(submission.contentText, signal);
    // A server stopping mid-draft hands the job back; the next holder stores the draft.
    signal.throwIfAborted();
    await storeDraft(db, submission, draft);
  };
}
