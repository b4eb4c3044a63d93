import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { GRADE_BUCKETS, type GradeBucket, type GradePair } from '../../../shared/contract/analytics';
import type { Database } from '../../db/client';
import type { ScopedSubmissions } from './scope';

/** The scatter stays readable and the answer small; the most recently graded pairs are kept. */
export const GRADE_PAIR_LIMIT = 1000;

/** Released final grades counted into the bands of GRADE_BUCKETS, every band present even when empty. */
export async function gradeDistribution(db: Database, scoped: ScopedSubmissions): Promise<GradeBucket[]> {
  const counts = Object.fromEntries(
    GRADE_BUCKETS.map((bucket, index) => [
      `b${index}`,
      sql<number>`count(*) filter (where ${scoped.grade} between ${bucket.min} and ${bucket.max})::int`,
    ]),
  );
  const [row] = await db
    .with(scoped)
    .select(counts)
    .from(scoped)
    .where(and(sql`${scoped.released}`, isNotNull(scoped.grade)));
  return GRADE_BUCKETS.map((bucket, index) => ({ ...bucket, count: Number(row[`b${index}`] ?? 0) }));
}

/** The engine's suggestion beside the instructor's final grade, for every released essay that has both. */
export async function suggestedAgainstFinal(db: Database, scoped: ScopedSubmissions): Promise<GradePair[]> {
  const rows = await db
    .with(scoped)
    .select({ submissionId: scoped.id, suggested: scoped.suggestedGrade, final: scoped.grade })
    .from(scoped)
    .where(and(sql`${scoped.released}`, isNotNull(scoped.grade), isNotNull(scoped.suggestedGrade)))
    .orderBy(sql`${scoped.gradedAt} desc nulls last`, asc(scoped.id))
    .limit(GRADE_PAIR_LIMIT);
  return rows.map((row) => ({
    submission_id: row.submissionId,
    suggested: row.suggested as number,
    final: row.final as number,
  }));
}
