import { createWeekWithContent } from './content-factories';
import { bearer, createCourseWithEnrollment, type createUser, enrol, signedInUser } from './factories';
import type { TestServer } from './test-server';

/**
 * A student sends an essay to an assignment, as the assignment's page does: with an Idempotency-Key
 * when one is given.
 */
export function submitEssay(
  server: TestServer,
  token: string,
  assignmentId: number,
  html: string,
  idempotencyKey?: string,
) {
  return server.app.inject({
    method: 'POST',
    url: `/api/student/assignments/${assignmentId}/submissions`,
    payload: { content_html: html },
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

/** Another new student, signed in and enrolled in the course. */
export async function enrolledClassmate(server: TestServer, courseId: number) {
  const classmate = await signedInUser(server);
  await enrol(server.handle.db, courseId, classmate.id);
  return classmate;
}

/**
 * A new student enrolled in a new course with one week of content (a lesson and an essay assignment),
 * signed in.
 */
export async function enrolledStudent(
  server: TestServer,
  options: {
    courseTitle?: string;
    account?: Parameters<typeof createUser>[1];
    limits?: Parameters<typeof createWeekWithContent>[2];
  } = {},
) {
  const db = server.handle.db;
  const student = await signedInUser(server, options.account);
  const course = await createCourseWithEnrollment(db, student.id, options.courseTitle);
  const { week, lesson, assignment } = await createWeekWithContent(db, course.id, options.limits);
  return { student, course, week, lesson, assignment };
}
