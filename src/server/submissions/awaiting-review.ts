import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';

/** Latest versions of essays that no instructor has graded yet (older versions no longer count). */
export async function countAwaitingReview(db: Database): Promise<number> {
  const newer = sql`exists (select 1 from ${submissions} as later where later.assignment_id = ${submissions.assignmentId} and later.user_id = ${submissions.userId} and later.version > ${submissions.version})`;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(isNull(submissions.gradedAt), eq(submissions.isApproved, false), sql`not ${newer}`));
  return Number(row.value);
}
