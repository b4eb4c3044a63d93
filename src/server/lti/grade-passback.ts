import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { enqueueJob, firstJobOfKind, PermanentJobError } from '../db/job-queue';
import { jobs } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import {
  findGradeSend,
  type GradeTarget,
  gradeTargetOf,
  recordGradeSend,
  saveLineItemUrl,
} from './grade-send-store';
import type { PlatformRow } from './platform-store';
import { platformOfContext } from './roster-store';
import { createLineItem, postScore } from './services/scores';
import { ServiceCallError } from './services/service-call';
import { SCOPES, withServiceToken } from './services/service-token';

export const GRADE_PASSBACK_JOB = 'lti.grade-passback';

/**
 * Queues the grade of a released submission for the LMS grade book, in the transaction that releases it:
 * the first release, a changed grade, or a grade that has not reached the LMS yet. Answers how many jobs
 * it queued (0 for an assignment that no LMS launched, or a learner who never came from one).
 */
export async function queueGradePassback(
  tx: Database,
  submissionId: number,
  reason: { firstRelease: boolean; gradeChanged: boolean },
): Promise<number> {
  if (!(await gradeTargetOf(tx, submissionId))) return 0;
  const earlier = await findGradeSend(tx, submissionId);
  if (!reason.firstRelease && !reason.gradeChanged && earlier?.status === 'sent') return 0;
  // The submission rides in the payload only: a job's own submission column tells its feedback draft.
  const payload = { submissionId };
  // A send still waiting for its job needs no second job: that one reads the grade when it runs.
  if (earlier?.status === 'waiting' && (await holdWaitingJob(tx, payload))) return 0;
  await recordGradeSend(tx, submissionId, 'waiting');
  await enqueueJob(tx, { kind: GRADE_PASSBACK_JOB, payload });
  return 1;
}

/**
 * Whether a job for this send waits in the queue, not taken yet. Its row stays locked until the
 * transaction ends: no runner takes it (and reads the grade) before the grade this transaction
 * writes is there to read. A job already running is not found, so a new one is queued after it.
 */
async function holdWaitingJob(tx: Database, payload: { submissionId: number }): Promise<boolean> {
  const [waiting] = await firstJobOfKind(
    tx,
    GRADE_PASSBACK_JOB,
    eq(jobs.status, 'pending'),
    eq(jobs.payload, JSON.stringify(payload)),
  ).for('update');
  return waiting !== undefined;
}

/**
 * The link's grade book column: the one the platform named, else one made now and kept. When another
 * job for the same link kept its column first, that one is the link's; the one made here stays
 * unused in the LMS, and the log says which it is.
 */
async function lineItemOf(
  db: Database,
  platform: PlatformRow,
  target: GradeTarget,
  signal: AbortSignal,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (target.link.lineItemUrl) return target.link.lineItemUrl;
  const made = await withServiceToken(
    db,
    platform,
    SCOPES.lineItem,
    (token) =>
      createLineItem(
        target.context.lineItemsUrl!,
        token,
        {
          label: target.assignmentTitle,
          resourceId: String(target.submission.assignmentId),
          resourceLinkId: target.link.resourceLinkId,
        },
        signal,
      ),
    signal,
  );
  const kept = await saveLineItemUrl(db, target.link.id, made);
  if (kept !== made)
    log.warn(
      { ltiResourceLinkId: target.link.id, lineItem: kept, unusedLineItem: made },
      'LMS grade book column made twice for one link; the later one stays unused in the LMS',
    );
  return kept;
}

/** A refusal that the same request would meet again: no point in trying later. */
const isFinal = (error: unknown) =>
  error instanceof ServiceCallError &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 425, 429].includes(error.status);

/**
 * Sends the submission's current grade to the LMS, with a link to the student's feedback. Each failed
 * attempt leaves `failed` with the platform's answer; the queue tries again later with a growing pause.
 */
export function gradePassbackJobHandler(
  db: Database,
  publicUrl: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): JobHandler {
  return async (job, signal) => {
    const { submissionId } = JSON.parse(job.payload) as { submissionId: number };
    const target = await gradeTargetOf(db, submissionId);
    if (!target || target.submission.gradedAt === null || target.submission.grade === null) return 'skipped';
    try {
      const platform = await platformOfContext(db, target.context);
      if (!platform) throw new PermanentJobError('the platform of this course is no longer registered');
      const lineItemUrl = await lineItemOf(db, platform, target, signal, log);
      const feedbackLink = `${publicUrl}/user/feedback/${target.submission.assignmentId}`;
      const score = {
        userId: target.learnerSubject,
        scoreGiven: target.submission.grade,
        comment: `Read the feedback in Margin: ${feedbackLink}`,
        timestamp: new Date().toISOString(),
      };
      await withServiceToken(
        db,
        platform,
        SCOPES.score,
        (token) => postScore(lineItemUrl, token, score, signal),
        signal,
      );
      await recordGradeSend(db, submissionId, 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordGradeSend(db, submissionId, 'failed', message);
      throw isFinal(error) ? new PermanentJobError(message) : error;
    }
  };
}
