import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, courses, enrollments, weeks } from '../db/schema';
import { forbidden, notFound } from '../errors';

const NOT_ENROLLED = 'You are not enrolled in this course.';

/** Whether the person is enrolled in the course. */
export async function isEnrolled(db: Database, userId: number, courseId: number): Promise<boolean> {
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return Boolean(enrollment);
}

async function requireEnrollment(db: Database, userId: number, courseId: number): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId))) throw forbidden(NOT_ENROLLED);
}

/** A course the student is enrolled in: 404 when it does not exist, 403 when it is not theirs. */
export async function courseForStudent(db: Database, userId: number, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound('That course');
  await requireEnrollment(db, userId, course.id);
  return course;
}

export async function weekForStudent(db: Database, userId: number, weekId: number) {
  const [row] = await db
    .select({ week: weeks, courseTitle: courses.title })
    .from(weeks)
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(eq(weeks.id, weekId));
  if (!row) throw notFound('That week');
  await requireEnrollment(db, userId, row.week.courseId);
  return row;
}

/** An assignment with its week and its course's title. */
export async function findAssignmentInCourse(db: Database, assignmentId: number) {
  const [row] = await db
    .select({ assignment: assignments, week: weeks, courseTitle: courses.title })
    .from(assignments)
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(eq(assignments.id, assignmentId));
  return row;
}

export async function assignmentForStudent(db: Database, userId: number, assignmentId: number) {
  const row = await findAssignmentInCourse(db, assignmentId);
  if (!row) throw notFound('That assignment');
  await requireEnrollment(db, userId, row.week.courseId);
  return row;
}

/** Whose essay draft a student's request is about: their own, for an assignment of a course they are in. */
export async function draftOwner(db: Database, userId: number, assignmentId: number) {
  const { assignment } = await assignmentForStudent(db, userId, assignmentId);
  return { userId, assignmentId: assignment.id };
}
