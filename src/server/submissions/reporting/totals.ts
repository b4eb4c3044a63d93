import { sql } from 'drizzle-orm';
import type { AnalyticsTotals } from '../../../shared/contract/analytics';
import type { Database } from '../../db/client';
import { averageOf, type ScopedSubmissions } from './scope';

/** The summary cards' numbers over every latest essay in scope; students come from the student rows. */
export async function totalsOf(
  db: Database,
  scoped: ScopedSubmissions,
  students: number,
): Promise<AnalyticsTotals> {
  const [row] = await db
    .with(scoped)
    .select({
      submissions: sql<number>`count(*)::int`,
      awaiting_review: sql<number>`count(*) filter (where ${scoped.awaiting})::int`,
      released: sql<number>`count(*) filter (where ${scoped.released})::int`,
      average_grade: averageOf(scoped.grade, sql`${scoped.released}`),
    })
    .from(scoped);
  return { students, ...row };
}
