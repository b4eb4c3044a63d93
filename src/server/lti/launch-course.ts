import { findAssignmentWithWeek } from '../courses/assignment-store';
import { insertCourse } from '../courses/course-store';
import { listStaff, putStaff } from '../courses/staff-store';
import type { Database } from '../db/client';
import { insertEnrollments } from '../enrollments/enrollment-store';
import type { LaunchClaims } from './claims';
import { refuse } from './launch-failure';
import { type ContextRow, insertContext, refreshContext, saveResourceLink } from './link-store';
import type { CoursePart } from './roles';

const UNTITLED = 'Course from your learning platform';

/**
 * The Margin course linked to the launch's LMS course, its services brought up to date. The first
 * instructor launch creates the course, taught by that instructor; anyone else waits for one.
 */
async function linkedContext(db: Database, claims: LaunchClaims, part: CoursePart, userId: number) {
  const context = claims.context!;
  const key = { issuer: claims.issuer, deploymentId: claims.deploymentId, contextId: context.id };
  const services = {
    title: context.title,
    membershipsUrl: claims.membershipsUrl,
    lineItemsUrl: claims.lineItemsUrl,
  };
  const existing = await refreshContext(db, key, services);
  if (existing) return existing;
  if (part !== 'instructor') throw refuse.courseNotReady(context.id);
  const course = await insertCourse(
    db,
    {
      title: context.title || UNTITLED,
      description: '',
      assistantsMayEdit: false,
      assistantsMayRelease: false,
    },
    userId,
  );
  // Two first instructor launches at once: the course linked first is the course, the other stays unused.
  return (
    (await insertContext(db, { ...key, ...services, courseId: course.id })) ??
    (await refreshContext(db, key, services))!
  );
}

/** The accounts on a course's staff, whatever their part. */
export const staffIdsOf = async (db: Database, courseId: number): Promise<Set<number>> =>
  new Set((await listStaff(db, courseId)).map((member) => member.user_id));

/**
 * Puts a person who teaches or assists on the course's staff; `staffIds` is the staff before. Anyone
 * on it already keeps their part when the LMS says they assist: an instructor is never lowered.
 */
export async function joinStaff(
  db: Database,
  courseId: number,
  userId: number,
  part: Exclude<CoursePart, 'student'>,
  staffIds: ReadonlySet<number>,
) {
  if (part === 'assistant' && staffIds.has(userId)) return;
  await putStaff(db, courseId, userId, part);
}

/** Puts the person in the course as their LMS role says, never lowering an instructor to an assistant. */
async function takePlace(db: Database, courseId: number, userId: number, part: CoursePart) {
  if (part === 'student') {
    await insertEnrollments(db, courseId, [userId]);
    return;
  }
  const staffIds = part === 'assistant' ? await staffIdsOf(db, courseId) : new Set<number>();
  await joinStaff(db, courseId, userId, part, staffIds);
}

/** The assignment a link opens: the one it already opens, else the launch's, when it is in this course. */
async function assignmentOfLink(db: Database, context: ContextRow, claims: LaunchClaims) {
  const offered = claims.assignmentId ? await findAssignmentWithWeek(db, claims.assignmentId) : undefined;
  const inCourse = offered && offered.week.courseId === context.courseId ? offered.assignment.id : null;
  const link = await saveResourceLink(db, context.id, {
    resourceLinkId: claims.resourceLink.id,
    title: claims.resourceLink.title,
    lineItemUrl: claims.lineItemUrl,
    assignmentId: inCourse,
  });
  return link.assignmentId;
}

/** Where the launch lands: the link's assignment, else its course, else the person's dashboard. */
function landingOf(part: CoursePart, courseId: number | null, assignmentId: number | null): string {
  const staff = part !== 'student';
  if (assignmentId)
    return staff
      ? `/admin/apps/assignments/${assignmentId}/submissions`
      : `/user/assignments/${assignmentId}`;
  if (courseId) return staff ? `/admin/apps/courses/details/${courseId}` : `/user/courses/${courseId}`;
  return staff ? '/admin/dashboard' : '/user/dashboard';
}

/**
 * Links the LMS course and link to Margin's, gives the person their place, and says where they land;
 * `context` is the LMS course's link, when the launch came from a course.
 */
export async function enterCourseOfLaunch(
  db: Database,
  claims: LaunchClaims,
  part: CoursePart,
  userId: number,
): Promise<{ context: ContextRow | null; landing: string }> {
  if (!claims.context) return { context: null, landing: landingOf(part, null, null) };
  const context = await linkedContext(db, claims, part, userId);
  await takePlace(db, context.courseId, userId, part);
  // A deep-linking request comes from no link: the links are what the instructor is about to place.
  const assignmentId = claims.deepLinking ? null : await assignmentOfLink(db, context, claims);
  return { context, landing: landingOf(part, context.courseId, assignmentId) };
}
