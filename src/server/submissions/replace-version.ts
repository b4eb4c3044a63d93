import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carriedItems, feedbackItems, replacedEssayKeys, submissionDiffs, submissions } from '../db/schema';
import type { SubmissionHead } from './dto';

type SubmissionRow = typeof submissions.$inferSelect;

/** What a replacement writes over: the new text, and no draft of the old one. */
export interface ReplacementText {
  contentHtml: string;
  contentText: string;
  wordCount: number;
  idempotencyKey: string | null;
  idempotencyBodyHash: string | null;
}

export const REVIEW_BEGUN =
  'Your instructor has begun reviewing this version, so it can no longer be replaced. Wait for the feedback, then revise.';

/**
 * Holds one student's submissions to one assignment for the rest of the transaction: two essays sent
 * at once are stored one after the other, so the second sees the first.
 */
export async function lockEssaySlot(tx: Database, userId: number, assignmentId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${assignmentId}::int, ${userId}::int)`);
}

/**
 * Whether the instructor has put work into this unreleased version: a saved review, a grade, a rubric
 * level, a comment of their own, a decision on a drafted one, or a confirmed carried comment. Such a
 * version is theirs as much as the student's, and a replacement would lose it.
 */
export async function reviewBegun(tx: Database, submission: SubmissionHead): Promise<boolean> {
  if (submission.saved || submission.gradedAt || submission.reviewedBy || submission.rubricScores?.length)
    return true;
  const [touched] = await tx
    .select({ id: feedbackItems.id })
    .from(feedbackItems)
    .where(
      and(
        eq(feedbackItems.submissionId, submission.id),
        or(
          eq(feedbackItems.aiGenerated, false),
          ne(feedbackItems.decision, 'pending'),
          eq(feedbackItems.edited, true),
        ),
      ),
    )
    .limit(1);
  if (touched) return true;
  const [confirmed] = await tx
    .select({ id: carriedItems.id })
    .from(carriedItems)
    .where(and(eq(carriedItems.submissionId, submission.id), eq(carriedItems.statusConfirmed, true)))
    .limit(1);
  return Boolean(confirmed);
}

/**
 * Writes a new text over the unreleased version under review, keeping its number: the drafted comments
 * of the old text, its carried comments and its kept comparisons go with it, and its draft is made
 * again by the job the caller queues.
 */
export async function replaceUnreleased(
  tx: Database,
  submission: SubmissionHead,
  text: ReplacementText,
): Promise<SubmissionRow> {
  const now = new Date();
  if (submission.idempotencyKey) {
    await tx
      .insert(replacedEssayKeys)
      .values({
        userId: submission.userId,
        idempotencyKey: submission.idempotencyKey,
        idempotencyBodyHash: submission.idempotencyBodyHash,
        submissionId: submission.id,
      })
      .onConflictDoNothing();
  }
  await tx.delete(feedbackItems).where(eq(feedbackItems.submissionId, submission.id));
  await tx.delete(carriedItems).where(eq(carriedItems.submissionId, submission.id));
  await tx
    .delete(submissionDiffs)
    .where(or(eq(submissionDiffs.toId, submission.id), eq(submissionDiffs.fromId, submission.id)));
  const [replaced] = await tx
    .update(submissions)
    .set({
      ...text,
      feedback: null,
      structuredFeedbackJson: null,
      suggestedGrade: null,
      feedbackGeneratedAt: null,
      engine: null,
      engineVersion: null,
      droppedItems: 0,
      submittedAt: now,
      updatedAt: now,
    })
    .where(eq(submissions.id, submission.id))
    .returning();
  return replaced;
}
