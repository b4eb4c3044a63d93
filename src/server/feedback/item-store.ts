import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findById, findWhere, updateStamped } from '../db/rows';
import { feedbackItems } from '../db/schema';
import type { FeedbackItemRow } from './item-dto';

type ItemChanges = Partial<
  Pick<
    FeedbackItemRow,
    'comment' | 'suggestion' | 'category' | 'severity' | 'decision' | 'edited' | 'aiGenerated'
  >
>;

/** Every item drafted or written on a submission, in no particular order (see inReadingOrder). */
export function listItemsOfSubmission(db: Database, submissionId: number): Promise<FeedbackItemRow[]> {
  return db.select().from(feedbackItems).where(eq(feedbackItems.submissionId, submissionId));
}

/** The items the instructor accepted: all the student ever reads of the draft. */
export function listAcceptedItemsOfSubmission(
  db: Database,
  submissionId: number,
): Promise<FeedbackItemRow[]> {
  return db
    .select()
    .from(feedbackItems)
    .where(and(eq(feedbackItems.submissionId, submissionId), eq(feedbackItems.decision, 'accepted')));
}

export const findItem = (db: Database, id: number) => findById(db, feedbackItems, id);

/** The item, only when it belongs to that submission. */
export const findItemOfSubmission = (db: Database, itemId: number, submissionId: number) =>
  findWhere(
    db,
    feedbackItems,
    and(eq(feedbackItems.id, itemId), eq(feedbackItems.submissionId, submissionId)),
  );

export async function updateItem(db: Database, id: number, changes: ItemChanges): Promise<FeedbackItemRow> {
  return (await updateStamped(db, feedbackItems, id, changes))!;
}

export async function insertItem(
  db: Database,
  values: typeof feedbackItems.$inferInsert,
): Promise<FeedbackItemRow> {
  const [item] = await db.insert(feedbackItems).values(values).returning();
  return item;
}

/**
 * The comments a student was shown on each submission: only the items the instructor accepted, in the
 * order they appear in the essay, each as "category/severity: comment".
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
