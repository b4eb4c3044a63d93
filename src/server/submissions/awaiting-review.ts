import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { type TaughtCourses, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { courses, submissions } from '../db/schema';
import { selectListedEssays, withPlaceAndAuthor } from './essay-place';
import { newerVersions } from './newer-version';

/** Latest versions of essays that no instructor has graded yet in these courses (older versions no longer count). */
const awaitingReview = (db: Database, courseIds: TaughtCourses) =>
  and(
    isNull(submissions.gradedAt),
    eq(submissions.isApproved, false),
    notExists(newerVersions(db, submissions)),
    withinCourses(courses.id, courseIds),
  );

/** How many wait in the courses given (null: every course). */
export async function countAwaitingReview(db: Database, courseIds: TaughtCourses): Promise<number> {
  const [row] = await withPlaceAndAuthor(
    db.select({ value: sql<number>`count(*)::int` }).from(submissions).$dynamic(),
  ).where(awaitingReview(db, courseIds));
  return Number(row.value);
}

/** The same essays with their assignment, course and author, the longest waiting first: at most 100. */
export function listAwaitingReview(db: Database, courseIds: TaughtCourses) {
  return selectListedEssays(db)
    .where(awaitingReview(db, courseIds))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id))
    .limit(100);
}
