import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import { newerVersions } from './newer-version';

/** Latest versions of essays that no instructor has graded yet (older versions no longer count). */
export async function countAwaitingReview(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(submissions)
    .where(
      and(
        isNull(submissions.gradedAt),
        eq(submissions.isApproved, false),
        notExists(newerVersions(db, submissions)),
      ),
    );
  return Number(row.value);
}
