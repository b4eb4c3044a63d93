import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enqueueJob } from '../db/job-queue';
import { submissions } from '../db/schema';
import { FEEDBACK_JOB, type FeedbackJobPayload } from './generate-job';

/** The student who wrote the essay owns its feedback job, so students take turns at the engine. */
const studentOf = (submissionId: number) =>
  sql`(select ${submissions.userId} from ${submissions} where ${submissions.id} = ${submissionId})`;

/** Queues a feedback draft for a submission, inside the caller's transaction when it has one. */
export function enqueueFeedbackJob(db: Pick<Database, 'insert'>, submissionId: number) {
  const payload: FeedbackJobPayload = { submissionId };
  return enqueueJob(db, { kind: FEEDBACK_JOB, payload, submissionId, ownerId: studentOf(submissionId) });
}
