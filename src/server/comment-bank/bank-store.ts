import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  BANK_LOOKUP_LIMIT,
  type CommentBankBody,
  type CommentBankEntry,
} from '../../shared/contract/comment-bank';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { deleteWhere, findWhere, ownedRow, updateStamped } from '../db/rows';
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

const ownedBy = (ownerId: number, id: number) => ownedRow(commentBankEntries, ownerId, id);

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
export const findBankEntryByComment = (db: Database, ownerId: number, comment: string) =>
  findWhere(
    db,
    commentBankEntries,
    and(eq(commentBankEntries.ownerId, ownerId), eq(commentBankEntries.comment, comment)),
  );

export const countBankEntries = (db: Database, ownerId: number): Promise<number> =>
  db.$count(commentBankEntries, eq(commentBankEntries.ownerId, ownerId));

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
export const updateBankEntry = (db: Database, ownerId: number, id: number, body: CommentBankBody) =>
  updateStamped(db, commentBankEntries, ownedBy(ownerId, id), body);

export const deleteBankEntry = (db: Database, ownerId: number, id: number) =>
  deleteWhere(db, commentBankEntries, ownedBy(ownerId, id));

/** One more use of the owner's entry, when a comment is put on an essay from it; false when it is not theirs. */
export async function countBankUse(db: Database, ownerId: number, id: number): Promise<boolean> {
  const used = await db
    .update(commentBankEntries)
    .set({ uses: sql`${commentBankEntries.uses} + 1` })
    .where(ownedBy(ownerId, id))
    .returning({ id: commentBankEntries.id });
  return used.length > 0;
}
