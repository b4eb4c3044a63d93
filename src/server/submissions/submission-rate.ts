import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { refusedEssays, submissions } from '../db/schema';
import { HttpError } from '../errors';

const WINDOW_MINUTES = 10;

/**
 * Refuses a student's essay once they have stored `perWindow` essays in the last 10 minutes, over all
 * assignments, counting the essays refused for their formatting as stored: each essay queues an engine draft, so one account must not fill the queue. Counted from
 * the stored versions, so it holds across several servers, and a retry answered from storage (the same
 * Idempotency-Key) costs nothing. Two essays sent at the very same moment may both pass the last place.
 */
export async function checkSubmissionRate(db: Database, userId: number, perWindow: number): Promise<void> {
  const since = sql`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const [[{ stored }], [{ refused }]] = await Promise.all([
    db
      .select({ stored: count() })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), gt(submissions.submittedAt, since))),
    db
      .select({ refused: count() })
      .from(refusedEssays)
      .where(and(eq(refusedEssays.userId, userId), gt(refusedEssays.refusedAt, since))),
  ]);
  if (Number(stored) + Number(refused) < perWindow) return;
  const sentence = `You have submitted ${perWindow} ${perWindow === 1 ? 'essay' : 'essays'} in the last ${WINDOW_MINUTES} minutes. Wait a few minutes, then submit again.`;
  throw new HttpError(429, ErrorCode.rateLimited, sentence, sentence);
}

/** Counts an essay refused for its formatting against its student's submissions; old ones are dropped. */
export async function recordRefusedEssay(db: Database, userId: number): Promise<void> {
  await db.insert(refusedEssays).values({ userId });
  await db
    .delete(refusedEssays)
    .where(and(eq(refusedEssays.userId, userId), lt(refusedEssays.refusedAt, sql`now() - interval '1 day'`)));
}
