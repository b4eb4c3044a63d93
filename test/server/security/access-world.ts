import { asc, eq } from 'drizzle-orm';
import { startSession } from '../../../src/server/accounts/sessions';
import { hashToken, newOpaqueToken } from '../../../src/server/auth/secrets';
import {
  assignments,
  carriedItems,
  courseStaff,
  courses,
  emailTokens,
  enrollments,
  feedbackItems,
  lessons,
  logRecords,
  submissions,
} from '../../../src/server/db/schema';
import { createWeekWithContent, releaseGrade } from '../content-factories';
import { bearer, createCourseWithEnrollment, createUser, signIn } from '../factories';
import { itemOn, storeTestDraft } from '../feedback-factories';
import type { TestServer } from '../test-server';

/**
 * The kinds of caller the authorization matrix asks about: the admin is the site administrator (the
 * first admin account); the instructor and the assistant teach the course; the other instructor teaches
 * another course only.
 */
export const PRINCIPALS = [
  'anonymous',
  'unverified',
  'pending',
  'newcomer',
  'otherStudent',
  'student',
  'admin',
  'instructor',
  'assistant',
  'otherInstructor',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type SignedInPrincipal = Exclude<Principal, 'anonymous'>;

const ESSAY = '<p>Cities should plant more trees because shade cools the streets.</p>';

/**
 * One course with a week, a lesson and an essay assignment; the student's essay with drafted feedback
 * items (not released); six signed-in callers; and throw-away objects for the calls that delete or
 * change state, so that those never disturb the objects other checks read.
 */
export async function buildAccessWorld(server: TestServer) {
  const db = server.handle.db;
  const accounts = {
    unverified: await createUser(db, { emailVerified: false, status: 'approved' }),
    pending: await createUser(db, { status: 'pending' }),
    newcomer: await createUser(db),
    otherStudent: await createUser(db),
    student: await createUser(db),
    admin: await createUser(db, { role: 'admin' }),
    instructor: await createUser(db, { role: 'admin' }),
    assistant: await createUser(db, { role: 'admin' }),
    otherInstructor: await createUser(db, { role: 'admin' }),
  } satisfies Record<SignedInPrincipal, unknown>;

  const course = await createCourseWithEnrollment(db, accounts.student.id, 'Urban Writing');
  const [otherCourse] = await db.insert(courses).values({ title: 'Another class' }).returning();
  // Colleagues the site administrator and the instructor each take off the staff, one apiece.
  const leavingStaff = {
    admin: await createUser(db, { role: 'admin' }),
    instructor: await createUser(db, { role: 'admin' }),
  };
  await db.insert(courseStaff).values([
    { courseId: course.id, userId: accounts.instructor.id, role: 'instructor' },
    { courseId: course.id, userId: accounts.assistant.id, role: 'assistant' },
    { courseId: course.id, userId: leavingStaff.admin.id, role: 'assistant' },
    { courseId: course.id, userId: leavingStaff.instructor.id, role: 'assistant' },
    { courseId: otherCourse.id, userId: accounts.otherInstructor.id, role: 'instructor' },
  ]);
  const [studentEnrollment] = await db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, accounts.student.id));
  await db.insert(enrollments).values({ userId: accounts.otherStudent.id, courseId: course.id });
  const { week, lesson, assignment } = await createWeekWithContent(db, course.id);
  // A second assignment takes the essays the matrix itself submits, so the student's essay stays latest.
  const { assignment: openAssignment } = await createWeekWithContent(db, course.id);

  const tokens = {} as Record<SignedInPrincipal, string>;
  for (const who of Object.keys(accounts) as SignedInPrincipal[]) {
    tokens[who] = (await signIn(server, accounts[who].username)).access_token;
  }

  const submitted = await server.app.inject({
    method: 'POST',
    url: `/api/student/assignments/${assignment.id}/submissions`,
    headers: bearer(tokens.student),
    payload: { content_html: ESSAY },
  });
  if (submitted.statusCode !== 201) throw new Error(`essay not stored: ${submitted.body}`);
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submitted.json().id));
  await storeTestDraft(db, submission.id, (text) => [
    itemOn(text, 'Cities', 'argument'),
    itemOn(text, 'shade cools', 'evidence'),
  ]);
  const [item] = await db.select().from(feedbackItems).where(eq(feedbackItems.submissionId, submission.id));

  // A comment the student was shown, on a released essay of a third assignment: replies go under it.
  const { assignment: releasedAssignment } = await createWeekWithContent(db, course.id);
  const releasedEssay = await server.app.inject({
    method: 'POST',
    url: `/api/student/assignments/${releasedAssignment.id}/submissions`,
    headers: bearer(tokens.student),
    payload: { content_html: ESSAY },
  });
  const releasedId: number = releasedEssay.json().id;
  await storeTestDraft(db, releasedId, (text) => [itemOn(text, 'shade cools', 'evidence')]);
  await db
    .update(feedbackItems)
    .set({ decision: 'accepted' })
    .where(eq(feedbackItems.submissionId, releasedId));
  await releaseGrade(db, releasedId, 80);
  const [releasedItem] = await db
    .select()
    .from(feedbackItems)
    .where(eq(feedbackItems.submissionId, releasedId));
  // Its revision, into which that comment is carried.
  await db
    .update(assignments)
    .set({ allowRevisions: true, maxVersions: 3 })
    .where(eq(assignments.id, releasedAssignment.id));
  const revised = await server.app.inject({
    method: 'POST',
    url: `/api/student/assignments/${releasedAssignment.id}/submissions`,
    headers: bearer(tokens.student),
    payload: { content_html: ESSAY.replace('more trees', 'more old trees') },
  });
  const revision = { id: revised.json().id as number, assignmentId: releasedAssignment.id };
  await storeTestDraft(db, revision.id, () => []);
  const [carried] = await db.select().from(carriedItems).where(eq(carriedItems.submissionId, revision.id));

  // Each throw-away object sits where no other deletion cascades onto it; the site administrator and
  // the course's instructor, both let through, each delete their own.
  const spareSet = async (owner: 'admin' | 'instructor') => {
    const [spareCourse] = await db.insert(courses).values({ title: 'To be deleted' }).returning();
    await db
      .insert(courseStaff)
      .values({ courseId: spareCourse.id, userId: accounts.instructor.id, role: 'instructor' });
    const { week: spareWeek } = await createWeekWithContent(db, course.id);
    const [spareLesson] = await db
      .insert(lessons)
      .values({ weekId: week.id, title: 'To be deleted', contentHtml: '<p>x</p>', position: 9 })
      .returning();
    const [spareAssignment] = await db
      .insert(assignments)
      .values({ weekId: week.id, title: 'To be deleted', instructionsHtml: '<p>x</p>' })
      .returning();
    const enrolledThenRemoved = await createUser(db);
    const [spareEnrollment] = await db
      .insert(enrollments)
      .values({ userId: enrolledThenRemoved.id, courseId: course.id })
      .returning();
    return {
      course: spareCourse,
      week: spareWeek,
      lesson: spareLesson,
      assignment: spareAssignment,
      enrollment: spareEnrollment,
      staffMember: leavingStaff[owner],
    };
  };
  const spareOf = { admin: await spareSet('admin'), instructor: await spareSet('instructor') };
  const [logRecord] = await db
    .insert(logRecords)
    .values({ service: 'web', level: 'info', category: 'AUTH', message: 'signed in' })
    .returning();
  const awaitingDecision = await createUser(db, { status: 'pending' });
  // Someone the matrix signs in, refreshes and verifies for freely: public routes need a real account.
  const bystander = await createUser(db, { status: 'pending', emailVerified: false });

  return {
    accounts,
    tokens,
    course,
    week,
    lesson,
    assignment,
    openAssignment,
    submission,
    item,
    releasedItem,
    revision,
    carried,
    studentEnrollment,
    logRecord,
    otherCourse,
    /** The throw-away objects of a caller: the instructor's own, and the site administrator's for everyone else. */
    spareFor: (who: Principal) => spareOf[who === 'instructor' ? 'instructor' : 'admin'],
    spare: { user: awaitingDecision, promoted: await createUser(db) },
    bystander,
    /** A refresh token nobody has used yet, for one call. */
    async freshRefreshToken() {
      return (await startSession(db, bystander.id, 1)).refreshToken;
    },
    /** A verification link's token for the bystander, for one call. */
    async freshVerificationToken() {
      const token = newOpaqueToken();
      await db.insert(emailTokens).values({
        userId: bystander.id,
        email: bystander.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3600_000),
      });
      return token;
    },
    async lessonIdsOf(weekId: number) {
      const rows = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.weekId, weekId))
        .orderBy(asc(lessons.position), asc(lessons.id));
      return rows.map((row) => row.id);
    },
  };
}

export type AccessWorld = Awaited<ReturnType<typeof buildAccessWorld>>;
