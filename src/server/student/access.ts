import { findAssignmentWithWeek } from '../courses/assignment-store';
import { findCourse } from '../courses/course-store';
import { findWeekWithCourseTitle } from '../courses/week-store';
import type { Database } from '../db/client';
import { isEnrolled } from '../enrollments/enrollment-store';
import { forbidden, mustFind } from '../errors';

const NOT_ENROLLED = 'You are not enrolled in this course.';

async function requireEnrollment(db: Database, userId: number, courseId: number): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId))) throw forbidden(NOT_ENROLLED);
}

/** A course the student is enrolled in: 404 when it does not exist, 403 when it is not theirs. */
export async function courseForStudent(db: Database, userId: number, courseId: number) {
  const course = mustFind(await findCourse(db, courseId), 'That course');
  await requireEnrollment(db, userId, course.id);
  return course;
}

export async function weekForStudent(db: Database, userId: number, weekId: number) {
  const row = mustFind(await findWeekWithCourseTitle(db, weekId), 'That week');
  await requireEnrollment(db, userId, row.week.courseId);
  return row;
}

export async function assignmentForStudent(db: Database, userId: number, assignmentId: number) {
  const row = mustFind(await findAssignmentWithWeek(db, assignmentId), 'That assignment');
  await requireEnrollment(db, userId, row.week.courseId);
  return row;
}

/** Whose essay draft a student's request is about: their own, for an assignment of a course they are in. */
export async function draftOwner(db: Database, userId: number, assignmentId: number) {
  const { assignment } = await assignmentForStudent(db, userId, assignmentId);
  return { userId, assignmentId: assignment.id };
}
