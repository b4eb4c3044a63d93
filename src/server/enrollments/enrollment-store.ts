import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { displayNameColumn } from '../accounts/display-name';
import { type CourseScope, type TaughtCourses, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { deleteWhere } from '../db/rows';
import { courses, enrollments, users } from '../db/schema';

export type EnrollmentDetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

function selectDetails(db: Database, where?: SQL) {
  return db
    .select({
      id: enrollments.id,
      user_id: enrollments.userId,
      course_id: enrollments.courseId,
      course_title: courses.title,
      created: enrollments.createdAt,
      username: users.username,
      display_name: displayNameColumn,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(where)
    .orderBy(asc(courses.title), asc(displayNameColumn), asc(users.username));
}

/** Who is in which course, with the course's title and the student's name; either filter narrows it. */
export function listEnrollmentDetails(
  db: Database,
  filter: { courseId?: number; userId?: number; courseIds: TaughtCourses },
) {
  const filters: SQL[] = [withinCourses(enrollments.courseId, filter.courseIds)];
  if (filter.courseId) filters.push(eq(enrollments.courseId, filter.courseId));
  if (filter.userId) filters.push(eq(enrollments.userId, filter.userId));
  return selectDetails(db, filters.length ? and(...filters) : undefined);
}

export function enrollmentDetailsByIds(db: Database, ids: number[]) {
  return selectDetails(db, inArray(enrollments.id, ids));
}

/** Whether the person is enrolled in the course. */
export async function isEnrolled(db: Database, userId: number, courseId: number): Promise<boolean> {
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return Boolean(enrollment);
}

/** A student's enrollments with their courses' titles, in the order they were made. */
export function listEnrollmentsOfUser(db: Database, userId: number) {
  return db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      courseId: enrollments.courseId,
      courseTitle: courses.title,
      createdAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.id));
}

/** Enrolls the students in the course; those already in it are left as they are and not returned. */
export function insertEnrollments(db: Database, courseId: number, userIds: number[]) {
  return db
    .insert(enrollments)
    .values(userIds.map((userId) => ({ userId, courseId })))
    .onConflictDoNothing()
    .returning({ id: enrollments.id, userId: enrollments.userId });
}

export const deleteEnrollment = (db: Database, id: number) => deleteWhere(db, enrollments, id);

/** How many enrollments these courses have (null: every course). */
export function countEnrollments(db: Database, courseIds: TaughtCourses): Promise<number> {
  return db.$count(enrollments, withinCourses(enrollments.courseId, courseIds));
}

/** Enrollments in the order they were made, `limit` of them after `afterId`: the rows of the Enrollments sheet. */
export function enrollmentsAfter(db: Database, scope: CourseScope, afterId: number, limit: number) {
  const filters: SQL[] = [gt(enrollments.id, afterId), withinCourses(enrollments.courseId, scope.courseIds)];
  if (scope.courseId) filters.push(eq(enrollments.courseId, scope.courseId));
  return db
    .select({
      id: enrollments.id,
      courseId: courses.id,
      courseTitle: courses.title,
      studentId: users.id,
      username: users.username,
      displayName: displayNameColumn,
      email: users.email,
      enrolledAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(...filters))
    .orderBy(asc(enrollments.id))
    .limit(limit);
}

export type EnrollmentSheetRow = Awaited<ReturnType<typeof enrollmentsAfter>>[number];
