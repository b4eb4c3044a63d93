import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
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

/** The item, only when it belongs to that submission. */
export async function findItemOfSubmission(
  db: Database,
  itemId: number,
  submissionId: number,
): Promise<FeedbackItemRow | undefined> {
  const [item] = await db
    .select()
    .from(feedbackItems)
    .where(and(eq(feedbackItems.id, itemId), eq(feedbackItems.submissionId, submissionId)));
  return item;
}

export async function updateItem(db: Database, id: number, changes: ItemChanges): Promise<FeedbackItemRow> {
  const [item] = await db
    .update(feedbackItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(feedbackItems.id, id))
    .returning();
  return item;
}

export async function insertItem(
  db: Database,
  values: typeof feedbackItems.$inferInsert,
): Promise<FeedbackItemRow> {
  const [item] = await db.insert(feedbackItems).values(values).returning();
  return item;
}
