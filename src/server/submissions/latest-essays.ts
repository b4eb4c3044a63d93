import { and, asc, desc, eq, gt, inArray, notExists, type SQL } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import { type CourseScope, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { assignments, courses, submissions, users, weeks } from '../db/schema';
import { withPlaceAndAuthor } from './essay-place';
import { newerVersions } from './newer-version';

export type SubmissionRow = typeof submissions.$inferSelect;

/** The latest version of each of a student's essays; earlier versions no longer count. */
export async function latestSubmissions(
  db: Database,
  userId: number,
  assignmentIds: number[],
): Promise<Map<number, SubmissionRow>> {
  const latest = new Map<number, SubmissionRow>();
  if (assignmentIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), inArray(submissions.assignmentId, assignmentIds)))
    .orderBy(desc(submissions.version));
  for (const row of rows) if (!latest.has(row.assignmentId)) latest.set(row.assignmentId, row);
  return latest;
}

/**
 * The latest essay of each student per assignment in the scope's courses, by id, `limit` of them after
 * `afterId`, with where each stands and who wrote it: the rows of the Grades sheet. Earlier versions
 * were replaced before any release, so only the latest counts.
 */
export function latestEssaysAfter(db: Database, scope: CourseScope, afterId: number, limit: number) {
  const filters: SQL[] = [
    gt(submissions.id, afterId),
    notExists(newerVersions(db, submissions)),
    withinCourses(courses.id, scope.courseIds),
  ];
  if (scope.courseId) filters.push(eq(courses.id, scope.courseId));
  return withPlaceAndAuthor(
    db
      .select({
        id: submissions.id,
        courseTitle: courses.title,
        weekNumber: weeks.weekNumber,
        assignmentTitle: assignments.title,
        username: users.username,
        displayName: displayNameColumn,
        version: submissions.version,
        submittedAt: submissions.submittedAt,
        wordCount: submissions.wordCount,
        suggestedGrade: submissions.suggestedGrade,
        grade: submissions.grade,
        status: submissions.status,
        feedback: submissions.feedback,
        gradedAt: submissions.gradedAt,
        feedbackGeneratedAt: submissions.feedbackGeneratedAt,
        isApproved: submissions.isApproved,
        saved: submissions.saved,
        rubric: assignments.rubric,
        rubricScores: submissions.rubricScores,
      })
      .from(submissions)
      .$dynamic(),
  )
    .where(and(...filters))
    .orderBy(asc(submissions.id))
    .limit(limit);
}

export type LatestEssayRow = Awaited<ReturnType<typeof latestEssaysAfter>>[number];
