import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RevisionAnalytics } from '../../../shared/contract/analytics';
import { displayNameColumn } from '../../accounts/display-name';
import type { Database } from '../../db/client';
import { carriedItems, courses, submissions, users } from '../../db/schema';
import type { ScopedSubmissions } from './scope';

const first = alias(submissions, 'first_version');

/**
 * The revision loop over the latest essays in scope that carried comments from a version before
 * (see RevisionAnalyticsSchema). Each part is one aggregate query.
 */
export async function revisionCounts(db: Database, scoped: ScopedSubmissions): Promise<RevisionAnalytics> {
  const carried = sql<number>`(count(*) filter (where ${carriedItems.status} <> 'lost'))::int`;
  const addressed = sql<number>`(count(*) filter (where ${carriedItems.status} = 'addressed'))::int`;
  const byCategory = await db
    .with(scoped)
    .select({ category: carriedItems.category, carried, addressed })
    .from(scoped)
    .innerJoin(carriedItems, eq(carriedItems.submissionId, scoped.id))
    .groupBy(carriedItems.category)
    .orderBy(asc(carriedItems.category));

  // Per revised essay: its carried comments, and its grade against the first version's.
  const essays = db.$with('revised').as(
    db
      .with(scoped)
      .select({
        id: scoped.id,
        userId: sql<number>`${scoped.userId}`.as('user_id'),
        courseId: sql<number>`${scoped.courseId}`.as('course_id'),
        carried: carried.as('carried'),
        addressed: addressed.as('addressed'),
        change: sql<
          number | null
        >`(case when bool_or(${scoped.released}) then max(${scoped.grade}) - max(${first.grade}) end)`.as(
          'change',
        ),
      })
      .from(scoped)
      .innerJoin(carriedItems, eq(carriedItems.submissionId, scoped.id))
      .innerJoin(submissions, eq(submissions.id, scoped.id))
      .leftJoin(
        first,
        sql`${first.assignmentId} = ${submissions.assignmentId} and ${first.userId} = ${submissions.userId} and ${first.version} = 1`,
      )
      .groupBy(scoped.id, scoped.userId, scoped.courseId),
  );
  const totals = {
    revisedEssays: sql<number>`count(*)::int`,
    carried: sql<number>`sum(${essays.carried})::int`,
    addressed: sql<number>`sum(${essays.addressed})::int`,
    change: sql<number | null>`round(avg(${essays.change}), 1)::float8`,
  };
  const [students, courseRows] = await Promise.all([
    db
      .with(essays)
      .select({ id: users.id, name: users.username, displayName: displayNameColumn, ...totals })
      .from(essays)
      .innerJoin(users, eq(users.id, essays.userId))
      .groupBy(users.id, users.username, users.displayName)
      .orderBy(asc(displayNameColumn), asc(users.username)),
    db
      .with(essays)
      .select({ id: courses.id, name: courses.title, ...totals })
      .from(essays)
      .innerJoin(courses, eq(courses.id, essays.courseId))
      .groupBy(courses.id, courses.title)
      .orderBy(asc(courses.title)),
  ]);
  const counts = (row: Omit<(typeof students)[number], 'displayName'>) => ({
    id: row.id,
    revised_essays: row.revisedEssays,
    carried: row.carried,
    addressed: row.addressed,
    average_grade_change: row.change,
  });
  return {
    by_category: byCategory,
    students: students.map((row) => ({ ...counts(row), username: row.name, display_name: row.displayName })),
    courses: courseRows.map((row) => ({ ...counts(row), title: row.name })),
  };
}
