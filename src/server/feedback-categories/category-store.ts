import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CategoryDefinition,
  type FeedbackCategory,
  SEEDED_CATEGORIES,
} from '../../shared/contract/feedback-categories';
import type { Database } from '../db/client';
import { deleteWhere, listWhere, ownedRow, updateStamped } from '../db/rows';
import { feedbackCategories } from '../db/schema';

export type CategoryRow = typeof feedbackCategories.$inferSelect;
type CategoryChanges = Partial<Pick<CategoryRow, 'name' | 'description' | 'color' | 'icon' | 'isActive'>>;

export const toCategoryDto = (row: CategoryRow): FeedbackCategory => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  color: row.color,
  icon: row.icon,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ownedBy = (ownerId: number, id: number) => ownedRow(feedbackCategories, ownerId, id);

const inOrder = [asc(feedbackCategories.sortOrder), asc(feedbackCategories.id)];

/** The owner's categories as stored, first to last; none before their first use. */
export function listStoredCategories(db: Database, ownerId: number): Promise<CategoryRow[]> {
  return listWhere(db, feedbackCategories, eq(feedbackCategories.ownerId, ownerId), ...inOrder);
}

/**
 * The owner's categories, first to last. On first use they are the seeded ones (section 3's built-in
 * six, then Content and General): two first uses at once both try, and the keys' unique index keeps one.
 */
export async function listCategories(db: Database, ownerId: number): Promise<CategoryRow[]> {
  const stored = await listStoredCategories(db, ownerId);
  if (stored.length > 0) return stored;
  await db
    .insert(feedbackCategories)
    .values(SEEDED_CATEGORIES.map((seed, index) => ({ ownerId, ...seed, sortOrder: index + 1 })))
    .onConflictDoNothing();
  return listStoredCategories(db, ownerId);
}

/**
 * Goes last: its sort order is the count plus one (section 9), active. Undefined when a request at the
 * same moment took its key first.
 */
export async function insertCategory(
  db: Database,
  ownerId: number,
  category: CategoryDefinition,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .insert(feedbackCategories)
    .values({
      ownerId,
      ...category,
      sortOrder: sql`(select coalesce(max(${feedbackCategories.sortOrder}), 0) + 1 from ${feedbackCategories} where ${feedbackCategories.ownerId} = ${ownerId})`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Undefined when the owner has no category with this id: another instructor's is not theirs to see. */
export const updateCategory = (db: Database, ownerId: number, id: number, changes: CategoryChanges) =>
  updateStamped(db, feedbackCategories, ownedBy(ownerId, id), changes);

/** Numbers the owner's categories 1 to n in the order of `ids`, which names each of them once. */
export async function setCategoryOrder(db: Database, ownerId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(feedbackCategories)
        .set({ sortOrder: index + 1, updatedAt: new Date() })
        .where(and(ownedBy(ownerId, id), sql`${feedbackCategories.sortOrder} <> ${index + 1}`));
    }
  });
}

/** Deletes it and numbers the rest 1 to n again, so that the next new one is still count + 1. */
export async function deleteCategory(db: Database, ownerId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await deleteWhere(tx, feedbackCategories, ownedBy(ownerId, id)))) return false;
    const rest = await tx
      .select({ id: feedbackCategories.id, sortOrder: feedbackCategories.sortOrder })
      .from(feedbackCategories)
      .where(eq(feedbackCategories.ownerId, ownerId))
      .orderBy(...inOrder);
    for (const [index, row] of rest.entries())
      if (row.sortOrder !== index + 1)
        await tx
          .update(feedbackCategories)
          .set({ sortOrder: index + 1 })
          .where(eq(feedbackCategories.id, row.id));
    return true;
  });
}

/**
 * The categories with these keys of the first owner in `owners` who has each: how a student's reader
 * draws the comments their instructors filed (the reviewer first, then the course's other staff).
 */
export async function categoriesByKey(
  db: Database,
  owners: readonly number[],
  keys: readonly string[],
): Promise<Map<string, CategoryRow>> {
  const found = new Map<string, CategoryRow>();
  if (owners.length === 0 || keys.length === 0) return found;
  const rows = await db
    .select()
    .from(feedbackCategories)
    .where(and(inArray(feedbackCategories.ownerId, [...owners]), inArray(feedbackCategories.key, [...keys])));
  for (const owner of owners)
    for (const row of rows) if (row.ownerId === owner && !found.has(row.key)) found.set(row.key, row);
  return found;
}
