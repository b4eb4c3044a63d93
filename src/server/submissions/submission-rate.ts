import { and, count, eq, gt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import { HttpError } from '../errors';

const WINDOW_MINUTES = 10;

/**
 * Refuses a student's essay once they have stored `perWindow` essays in the last 10 minutes, over all
 * assignments: each essay queues an engine draft, so one account must not fill the queue. Counted from
 * the stored versions, so it holds across several servers, and a retry answered from storage (the same
 * Idempotency-Key) costs nothing. Two essays sent at the very same moment may both pass the last place.
 */
export async function checkSubmissionRate(db: Database, userId: number, perWindow: number): Promise<void> {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        gt(submissions.submittedAt, sql`now() - make_interval(mins => ${WINDOW_MINUTES})`),
      ),
    );
  if (Number(recent) < perWindow) return;
  const sentence = `You have submitted ${perWindow} ${perWindow === 1 ? 'essay' : 'essays'} in the last ${WINDOW_MINUTES} minutes. Wait a few minutes, then submit again.`;
  throw new HttpError(429, ErrorCode.rateLimited, sentence, sentence);
}
