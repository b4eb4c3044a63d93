import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { displayNameColumn } from '../accounts/display-name';
import type { Database } from '../db/client';
import { assignments, courses, submissions, users, weeks } from '../db/schema';

/**
 * Joins a query over submissions to where each essay stands and who wrote it: its assignment, that
 * assignment's week and course, and its author. Every list of essays that reaches past one assignment
 * reads through this one join; pass `db.select({ … }).from(submissions).$dynamic()`.
 */
export function withPlaceAndAuthor<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .innerJoin(users, eq(users.id, submissions.userId));
}

/** What a list of essays across assignments shows of each, enough to name its author as staff may see them. */
export const listedEssayColumns = {
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
};

/** Essays with listedEssayColumns, for the caller's conditions and order. */
export const selectListedEssays = (db: Database) =>
  withPlaceAndAuthor(db.select(listedEssayColumns).from(submissions).$dynamic());

export type ListedEssay = Awaited<ReturnType<typeof selectListedEssays>>[number];
