import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { feedbackItems } from '../db/schema';

/**
 * The comments a student was shown on each submission: only the items the instructor accepted,
 * in the order they appear in the essay, each as "category/severity: comment".
 */
export async function acceptedCommentsBySubmission(
  db: Database,
  submissionIds: number[],
): Promise<Map<number, string[]>> {
  const bySubmission = new Map<number, string[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .select({
      submissionId: feedbackItems.submissionId,
      category: feedbackItems.category,
      severity: feedbackItems.severity,
      comment: feedbackItems.comment,
    })
    .from(feedbackItems)
    .where(and(inArray(feedbackItems.submissionId, submissionIds), eq(feedbackItems.decision, 'accepted')))
    .orderBy(asc(feedbackItems.submissionId), asc(feedbackItems.startIndex), asc(feedbackItems.id));
  for (const row of rows) {
    const comments = bySubmission.get(row.submissionId) ?? [];
    comments.push(`${row.category}/${row.severity}: ${row.comment}`);
    bySubmission.set(row.submissionId, comments);
  }
  return bySubmission;
}
