import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import { withinCourses } from '../auth/course-staff';
import type { Database } from '../db/client';
import { assignments, courses, submissions, users, weeks } from '../db/schema';
import { newerVersions } from './newer-version';

/** Latest versions of essays that no instructor has graded yet (older versions no longer count). */
const awaitingReview = (db: Database) =>
  and(
    isNull(submissions.gradedAt),
    eq(submissions.isApproved, false),
    notExists(newerVersions(db, submissions)),
  );

/** How many wait in the courses given (null: every course). */
export async function countAwaitingReview(db: Database, courseIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .where(and(awaitingReview(db), withinCourses(weeks.courseId, courseIds)));
  return Number(row.value);
}

/** The same essays with their assignment, course and author, the longest waiting first: at most 100. */
export function listAwaitingReview(db: Database, courseIds: number[] | null) {
  return db
    .select({
      submission: submissions,
      assignment: {
        id: assignments.id,
        weekId: assignments.weekId,
        anonymousGrading: assignments.anonymousGrading,
      },
      assignmentTitle: assignments.title,
      courseId: courses.id,
      courseTitle: courses.title,
      studentName: displayNameColumn,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(awaitingReview(db), withinCourses(courses.id, courseIds)))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id))
    .limit(100);
}
