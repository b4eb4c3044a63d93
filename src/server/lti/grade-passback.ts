import type { Database } from '../db/client';
import { enqueueJob, PermanentJobError } from '../db/job-queue';
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
import { forgetServiceToken, SCOPES, serviceToken } from './services/service-token';

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
  await recordGradeSend(tx, submissionId, 'waiting');
  // The submission rides in the payload only: a job's own submission column tells its feedback draft.
  await enqueueJob(tx, { kind: GRADE_PASSBACK_JOB, payload: { submissionId } });
  return 1;
}

/** A call made with the token for its scope, once more with a new token if the platform refused it. */
async function withToken<T>(
  db: Database,
  platform: PlatformRow,
  scope: string,
  call: (token: string) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  try {
    return await call(await serviceToken(db, platform, scope, signal));
  } catch (error) {
    if (!(error instanceof ServiceCallError) || error.status !== 401) throw error;
    forgetServiceToken(platform, scope);
    return call(await serviceToken(db, platform, scope, signal));
  }
}

/** The link's grade book column: the one the platform named, else one made now and kept. */
async function lineItemOf(db: Database, platform: PlatformRow, target: GradeTarget, signal: AbortSignal) {
  if (target.link.lineItemUrl) return target.link.lineItemUrl;
  const made = await withToken(
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
  await saveLineItemUrl(db, target.link.id, made);
  return made;
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
export function gradePassbackJobHandler(db: Database, publicUrl: string): JobHandler {
  return async (job, signal) => {
    const { submissionId } = JSON.parse(job.payload) as { submissionId: number };
    const target = await gradeTargetOf(db, submissionId);
    if (!target || target.submission.gradedAt === null || target.submission.grade === null) return 'skipped';
    try {
      const platform = await platformOfContext(db, target.context);
      if (!platform) throw new PermanentJobError('the platform of this course is no longer registered');
      const lineItemUrl = await lineItemOf(db, platform, target, signal);
      const feedbackLink = `${publicUrl}/user/feedback/${target.submission.assignmentId}`;
      const score = {
        userId: target.learnerSubject,
        scoreGiven: target.submission.grade,
        comment: `Read the feedback in Margin: ${feedbackLink}`,
        timestamp: new Date().toISOString(),
      };
      await withToken(
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
