import { and, eq, inArray, sql } from 'drizzle-orm';
import { diffAnswer } from '../../shared/rules/draft-diff';
import type { Database } from '../db/client';
import { submissionDiffs, submissions } from '../db/schema';
import type { DiffPool } from './diff-pool';

interface Version {
  id: number;
  version: number;
}

async function textsOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: submissions.id, text: submissions.contentText })
    .from(submissions)
    .where(inArray(submissions.id, ids));
  return new Map(rows.map((row) => [row.id, row.text]));
}

async function make(db: Database, pool: DiffPool, from: Version | undefined, to: Version): Promise<string> {
  const ids = from ? [from.id, to.id] : [to.id];
  const texts = await textsOf(db, ids);
  const diff = await pool.compare({
    before: from ? (texts.get(from.id) ?? '') : '',
    after: texts.get(to.id) ?? '',
  });
  const answer = diffAnswer(from, to, diff);
  await db
    .insert(submissionDiffs)
    .values({ toId: to.id, fromId: from?.id ?? 0, answer })
    .onConflictDoNothing();
  // An unreleased version replaced while it was compared (submissions/replace-version) dropped the
  // comparisons kept of it before this one was stored: one made of its old text is not kept either.
  const after = await textsOf(db, ids);
  if (ids.some((id) => after.get(id) !== texts.get(id))) {
    await db
      .delete(submissionDiffs)
      .where(and(eq(submissionDiffs.toId, to.id), eq(submissionDiffs.fromId, from?.id ?? 0)));
  }
  return JSON.stringify(answer);
}

/**
 * Two stored versions compared, as the JSON text of the answer: from what is kept when the pair was
 * compared before (a version changes only while it is replaced before release, which drops what was
 * kept of it), else in the diff thread, once however many ask at the same moment, and then kept. The
 * kept answer is read as text and sent as it is: a long essay's comparison is never parsed and
 * serialised again on the request thread.
 */
export async function versionDiff(
  db: Database,
  pool: DiffPool,
  from: Version | undefined,
  to: Version,
): Promise<string> {
  const fromId = from?.id ?? 0;
  const [kept] = await db
    .select({ answer: sql<string>`${submissionDiffs.answer}::text` })
    .from(submissionDiffs)
    .where(and(eq(submissionDiffs.toId, to.id), eq(submissionDiffs.fromId, fromId)));
  if (kept) return kept.answer;
  return pool.once(`${fromId}:${to.id}`, () => make(db, pool, from, to));
}
