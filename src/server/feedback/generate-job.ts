import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import type { Job } from '../jobs/queue';
import { isReleased } from '../submissions/dto';
import type { FeedbackProvider } from './provider-chain';
import { storeDraft } from './store-draft';

export const FEEDBACK_JOB = 'feedback.generate';

export interface FeedbackJobPayload {
  submissionId: number;
}

/** Drafts feedback for one submission and stores it as the instructor's draft. */
export function feedbackJobHandler(db: Database, provider: FeedbackProvider) {
  return async (job: Job) => {
    const { submissionId } = JSON.parse(job.payload) as FeedbackJobPayload;
    const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
    // Work the instructor saved or released is theirs: a draft that arrives late never overwrites it.
    if (!submission || submission.gradedAt || submission.saved || isReleased(submission)) return;
    const draft = await provider.draft(submission.contentText);
    await storeDraft(db, submission, draft);
  };
}
