import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { KeptBytes } from '../db/kept-bytes';
import { submissionDiffs, submissions } from '../db/schema';
import type { DiffPool } from './diff-pool';

interface Version {
  id: number;
  version: number;
}

/** The versions' texts, and a fingerprint of each that the database computes. */
async function textsOf(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: submissions.id,
      text: submissions.contentText,
      print: sql<string>`md5(${submissions.contentText})`,
    })
    .from(submissions)
    .where(inArray(submissions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Only the fingerprints: whether a text changed is asked without bringing it over again. */
async function printsOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: submissions.id, print: sql<string>`md5(${submissions.contentText})` })
    .from(submissions)
    .where(inArray(submissions.id, ids));
  return new Map(rows.map((row) => [row.id, row.print]));
}

async function make(db: Database, pool: DiffPool, from: Version | undefined, to: Version): Promise<string> {
  const ids = from ? [from.id, to.id] : [to.id];
  const texts = await textsOf(db, ids);
  const answer = await pool.compare({
    before: from ? (texts.get(from.id)?.text ?? '') : '',
    after: texts.get(to.id)?.text ?? '',
    from,
    to,
  });
  await db
    .insert(submissionDiffs)
    .values({ toId: to.id, fromId: from?.id ?? 0, answer: sql`${answer}::jsonb` })
    .onConflictDoNothing();
  // An unreleased version replaced while it was compared (submissions/replace-version) dropped the
  // comparisons kept of it before this one was stored: one made of its old text is not kept either.
  const after = await printsOf(db, ids);
  if (ids.some((id) => after.get(id) !== texts.get(id)?.print)) {
    await db
      .delete(submissionDiffs)
      .where(and(eq(submissionDiffs.toId, to.id), eq(submissionDiffs.fromId, from?.id ?? 0)));
  }
  return answer;
}

async function keptOrMade(db: Database, pool: DiffPool, from: Version | undefined, to: Version) {
  const fromId = from?.id ?? 0;
  const [kept] = await db
    .select({ answer: sql<string>`${submissionDiffs.answer}::text` })
    .from(submissionDiffs)
    .where(and(eq(submissionDiffs.toId, to.id), eq(submissionDiffs.fromId, fromId)));
  if (kept) return kept.answer;
  return make(db, pool, from, to);
}

/**
 * Two stored versions of `authorId`'s essay compared, as the bytes of the answer's JSON: from this
 * server's memory when it answered the pair lately (dropped when any of the author's versions change),
 * else from what the database keeps when the pair was compared before (a version changes only while it
 * is replaced before release, which drops what was kept of it), else in the diff thread, and then kept.
 * However many ask for one pair at the same moment, it is read or made once; the answer is never parsed
 * or serialised on the request thread.
 */
export function versionDiff(
  db: Database,
  pool: DiffPool,
  kept: KeptBytes,
  authorId: number,
  from: Version | undefined,
  to: Version,
): Promise<Buffer> {
  const key = `${from?.id ?? 0}:${to.id}`;
  return pool.once(key, () => kept.get(authorId, key, () => keptOrMade(db, pool, from, to)));
}
