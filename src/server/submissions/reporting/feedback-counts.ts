import { asc, eq, sql } from 'drizzle-orm';
import type { CategorySeverityCount } from '../../../shared/contract/analytics';
import type { Database } from '../../db/client';
import { feedbackItems } from '../../db/schema';
import type { ScopedSubmissions } from './scope';

/** Feedback items on the latest essays in scope, by category and severity: all drafted, and accepted. */
export async function feedbackByCategory(
  db: Database,
  scoped: ScopedSubmissions,
): Promise<CategorySeverityCount[]> {
  return db
    .with(scoped)
    .select({
      category: feedbackItems.category,
      severity: feedbackItems.severity,
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`count(*) filter (where ${feedbackItems.decision} = 'accepted')::int`,
    })
    .from(feedbackItems)
    .innerJoin(scoped, eq(scoped.id, feedbackItems.submissionId))
    .groupBy(feedbackItems.category, feedbackItems.severity)
    .orderBy(asc(feedbackItems.category), asc(feedbackItems.severity));
}
