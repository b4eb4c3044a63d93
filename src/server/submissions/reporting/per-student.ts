import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { StudentAnalytics } from '../../../shared/contract/analytics';
import { displayNameColumn } from '../../accounts/display-name';
import { withinCourses } from '../../courses/course-scope';
import type { Database } from '../../db/client';
import { enrollments, submissions, users } from '../../db/schema';
import { type AnalyticsScope, averageOf, type ScopedSubmissions } from './scope';

/**
 * One row per student in scope: everyone enrolled in the course (or in any course), and anyone whose
 * essay is in scope though no longer enrolled, so a removed enrollment does not hide graded work.
 */
export async function studentRows(
  db: Database,
  scope: AnalyticsScope,
  scoped: ScopedSubmissions,
): Promise<StudentAnalytics[]> {
  const enrolledWhere: SQL[] = [
    eq(enrollments.userId, users.id),
    withinCourses(enrollments.courseId, scope.courseIds),
  ];
  if (scope.courseId !== null) enrolledWhere.push(eq(enrollments.courseId, scope.courseId));
  const enrolled = sql`exists (select 1 from ${enrollments} where ${and(...enrolledWhere)})`;
  const rows = await db
    .with(scoped)
    .select({
      id: users.id,
      username: users.username,
      displayName: displayNameColumn,
      submissions: sql<number>`count(${scoped.id})::int`,
      released: sql<number>`count(${scoped.id}) filter (where ${scoped.released})::int`,
      averageGrade: averageOf(scoped.grade, sql`${scoped.released}`),
      averageSuggested: averageOf(scoped.suggestedGrade, sql`true`),
      lastSubmittedAt: sql<Date | null>`max(${scoped.submittedAt})`.mapWith(submissions.submittedAt),
    })
    .from(users)
    .leftJoin(scoped, eq(scoped.userId, users.id))
    .where(and(eq(users.role, 'regular'), or(enrolled, isNotNull(scoped.id))))
    .groupBy(users.id, users.username, users.displayName)
    .orderBy(asc(displayNameColumn), asc(users.username));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    submissions: row.submissions,
    released: row.released,
    average_grade: row.averageGrade,
    average_suggested_grade: row.averageSuggested,
    last_submitted_at: row.lastSubmittedAt?.toISOString() ?? null,
  }));
}
