import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  BANK_LOOKUP_LIMIT,
  type CommentBankBody,
  type CommentBankEntry,
} from '../../shared/contract/comment-bank';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { commentBankEntries } from '../db/schema';

type EntryRow = typeof commentBankEntries.$inferSelect;

/** At most this many words of a search count; a longer search narrows no further in practice. */
const SEARCH_WORDS = 8;

export const toBankEntryDto = (row: EntryRow): CommentBankEntry => ({
  id: row.id,
  comment: row.comment,
  suggestion: row.suggestion,
  category: row.category as CommentBankEntry['category'],
  uses: row.uses,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const ownedBy = (ownerId: number, id: number) =>
  and(eq(commentBankEntries.ownerId, ownerId), eq(commentBankEntries.id, id));

/**
 * The owner's entries holding every word of `search` (in the comment or the suggestion, any case),
 * the most used first: what the instructor reaches for most is at the top as they type.
 */
export async function searchBank(db: Database, ownerId: number, search = ''): Promise<EntryRow[]> {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS);
  const conditions: SQL[] = [eq(commentBankEntries.ownerId, ownerId)];
  for (const word of words)
    conditions.push(
      or(
        ilike(commentBankEntries.comment, likePattern(word)),
        ilike(commentBankEntries.suggestion, likePattern(word)),
      )!,
    );
  return db
    .select()
    .from(commentBankEntries)
    .where(and(...conditions))
    .orderBy(desc(commentBankEntries.uses), desc(commentBankEntries.updatedAt), asc(commentBankEntries.id))
    .limit(BANK_LOOKUP_LIMIT);
}

/** The owner's entry with exactly this comment, if there is one: the bank keeps each comment once. */
export async function findBankEntryByComment(
  db: Database,
  ownerId: number,
  comment: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(commentBankEntries)
    .where(and(eq(commentBankEntries.ownerId, ownerId), eq(commentBankEntries.comment, comment)))
    .limit(1);
  return row;
}

export async function countBankEntries(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(commentBankEntries)
    .where(eq(commentBankEntries.ownerId, ownerId));
  return row.total;
}

export async function insertBankEntry(
  db: Database,
  ownerId: number,
  body: CommentBankBody,
): Promise<EntryRow> {
  const [row] = await db
    .insert(commentBankEntries)
    .values({ ownerId, ...body })
    .returning();
  return row;
}

/** Undefined when the owner has no entry with this id: another instructor's entry is not theirs to see. */
export async function updateBankEntry(
  db: Database,
  ownerId: number,
  id: number,
  body: CommentBankBody,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(commentBankEntries)
    .set({ ...body, updatedAt: new Date() })
    .where(ownedBy(ownerId, id))
    .returning();
  return row;
}

export async function deleteBankEntry(db: Database, ownerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(commentBankEntries)
    .where(ownedBy(ownerId, id))
    .returning({ id: commentBankEntries.id });
  return deleted.length > 0;
}

/** One more use of the owner's entry, when a comment is put on an essay from it; false when it is not theirs. */
export async function countBankUse(db: Database, ownerId: number, id: number): Promise<boolean> {
  const used = await db
    .update(commentBankEntries)
    .set({ uses: sql`${commentBankEntries.uses} + 1` })
    .where(ownedBy(ownerId, id))
    .returning({ id: commentBankEntries.id });
  return used.length > 0;
}
