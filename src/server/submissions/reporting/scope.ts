import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type TaughtCourses, withinCourses } from '../../courses/course-scope';
import type { Database } from '../../db/client';
import { assignments, submissions, weeks } from '../../db/schema';
import { withPlaceAndAuthor } from '../essay-place';

/** What the instructor narrowed the numbers to; a week always names its course too. */
export interface AnalyticsScope {
  courseId: number | null;
  weekId: number | null;
  courseIds: TaughtCourses;
}

// Earlier versions of an essay are superseded by the student's latest one, which alone counts.
const isLatestVersion = sql`not exists (select 1 from ${submissions} as later where later.assignment_id = ${submissions.assignmentId} and later.user_id = ${submissions.userId} and later.version > ${submissions.version})`;

/**
 * Section 4's release rule (shared/rules/release.ts) in SQL, so the numbers count exactly the grades
 * a student can see: a drafted, ungraded entry is hidden; approval, saving, a graded status, or a
 * grade or feedback with graded_at releases it.
 */
export const isReleased = sql<boolean>`(not (${submissions.feedbackGeneratedAt} is not null and ${submissions.gradedAt} is null) and (${submissions.isApproved} or ${submissions.saved} or ${submissions.status} = 'graded' or (${submissions.gradedAt} is not null and (${submissions.grade} is not null or btrim(coalesce(${submissions.feedback}, '')) <> ''))))`;

// As the dashboard counts it (submissions/awaiting-review.ts): not graded by anyone yet.
const isAwaitingReview = sql<boolean>`(${submissions.gradedAt} is null and not ${submissions.isApproved})`;

/** The latest essays in scope, one row each, with the fields every aggregate reads. */
export function scopedSubmissions(db: Database, scope: AnalyticsScope) {
  const conditions: SQL[] = [isLatestVersion, withinCourses(weeks.courseId, scope.courseIds)];
  if (scope.courseId !== null) conditions.push(eq(weeks.courseId, scope.courseId));
  if (scope.weekId !== null) conditions.push(eq(assignments.weekId, scope.weekId));
  return db.$with('scoped').as(
    withPlaceAndAuthor(
      db
        .select({
          id: submissions.id,
          userId: submissions.userId,
          courseId: sql<number>`${weeks.courseId}`.as('course_id'),
          grade: submissions.grade,
          suggestedGrade: submissions.suggestedGrade,
          submittedAt: submissions.submittedAt,
          gradedAt: submissions.gradedAt,
          released: isReleased.as('released'),
          awaiting: isAwaitingReview.as('awaiting'),
        })
        .from(submissions)
        .$dynamic(),
    ).where(and(...conditions)),
  );
}

export type ScopedSubmissions = ReturnType<typeof scopedSubmissions>;

/** An average to one decimal, or null over no rows; float8 so both drivers hand back a number. */
export const averageOf = (column: unknown, filter: SQL) =>
  sql<number | null>`round(avg(${column}) filter (where ${filter}), 1)::float8`;
