import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { feedbackItems, submissions } from '../db/schema';
import { enqueueFeedbackJob } from './enqueue';

/**
 * Drops the engine's items on a submission and queues a new draft, at once: the instructor's own items
 * stay, and the review is no longer marked saved.
 */
export async function requestRedraft(db: Database, submissionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(feedbackItems)
      .where(and(eq(feedbackItems.submissionId, submissionId), eq(feedbackItems.aiGenerated, true)));
    await tx
      .update(submissions)
      .set({ saved: false, updatedAt: new Date() })
      .where(eq(submissions.id, submissionId));
    await enqueueFeedbackJob(tx, submissionId);
  });
}
