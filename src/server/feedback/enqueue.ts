import type { Database } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import { FEEDBACK_JOB, type FeedbackJobPayload } from './generate-job';

/** Queues a feedback draft for a submission, inside the caller's transaction when it has one. */
export function enqueueFeedbackJob(db: Pick<Database, 'insert'>, submissionId: number) {
  const payload: FeedbackJobPayload = { submissionId };
  return enqueueJob(db, { kind: FEEDBACK_JOB, payload, submissionId });
}
