import { and, eq, inArray } from 'drizzle-orm';
import type { DraftDiff as DraftDiffAnswer } from '../../shared/contract/submissions';
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

async function make(db: Database, pool: DiffPool, from: Version | undefined, to: Version) {
  const texts = await textsOf(db, from ? [from.id, to.id] : [to.id]);
  const diff = await pool.compare({
    before: from ? (texts.get(from.id) ?? '') : '',
    after: texts.get(to.id) ?? '',
  });
  const answer = diffAnswer(from, to, diff);
  await db
    .insert(submissionDiffs)
    .values({ toId: to.id, fromId: from?.id ?? 0, answer })
    .onConflictDoNothing();
  return answer;
}

/**
 * Two stored versions compared: from what is kept when the pair was compared before (stored versions
 * never change), else in the diff thread, once however many ask at the same moment, and then kept.
 */
export async function versionDiff(
  db: Database,
  pool: DiffPool,
  from: Version | undefined,
  to: Version,
): Promise<DraftDiffAnswer> {
  const fromId = from?.id ?? 0;
  const [kept] = await db
    .select({ answer: submissionDiffs.answer })
    .from(submissionDiffs)
    .where(and(eq(submissionDiffs.toId, to.id), eq(submissionDiffs.fromId, fromId)));
  if (kept) return kept.answer as DraftDiffAnswer;
  return pool.once(`${fromId}:${to.id}`, () => make(db, pool, from, to));
}
