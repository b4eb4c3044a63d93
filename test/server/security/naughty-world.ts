import { asc, eq } from 'drizzle-orm';
import { sanitizeHtml } from '../../../src/server/content/sanitize';
import {
  assignments,
  commentBankEntries,
  courses,
  feedbackCategories,
  feedbackItems,
  lessons,
  ltiContentRequests,
  ltiContexts,
  ltiPlatforms,
  submissions,
  weeks,
} from '../../../src/server/db/schema';
import { essayText } from '../../../src/server/submissions/essay-text';
import { createCourseWithEnrollment, createUser, PASSWORD, signIn } from '../factories';
import { itemOn, storeTestDraft } from '../feedback-factories';
import type { TestServer } from '../test-server';

// The essay's words: each slot's drafted comment sits on one of them.
const ESSAY_WORDS = [
  'Shade',
  'cools',
  'streets',
  'trees',
  'clean',
  'air',
  'parks',
  'calm',
  'people',
  'down',
  'rivers',
  'slow',
  'floods',
  'birds',
  'return',
  'home',
];
const ESSAY_HTML = `<p>${ESSAY_WORDS.join(' ')}.</p>`;

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * What the naughty strings are written into. Updates go to one of `slots` objects per route, so that
 * that many requests can run at once without one overwriting what another is about to read back.
 */
/** The rubric of the reviewed essay: criterion 1, with its one level 2. */
export const REVIEW_RUBRIC = {
  criteria: [
    {
      id: 1,
      title: 'Claim',
      description: '',
      points: 4,
      levels: [{ id: 2, title: 'Clear', description: '', points: 4 }],
    },
  ],
};

/**
 * The objects the write routes write to; `turns` is how many strings a route may be sent, each of which
 * may use up one deep-linking request.
 */
export async function buildNaughtyWorld(server: TestServer, slots: number, turns: number) {
  if (slots > ESSAY_WORDS.length)
    throw new Error(`At most ${ESSAY_WORDS.length} slots: one comment per word.`);
  const db = server.handle.db;
  const admin = await createUser(db, { role: 'admin' });
  const student = await createUser(db);
  const course = await createCourseWithEnrollment(db, student.id, 'Naughty strings');
  const token = async (username: string) => (await signIn(server, username)).access_token;

  const insertWeek = async (courseId: number, weekNumber: number) =>
    (
      await db
        .insert(weeks)
        .values({ courseId, weekNumber, title: `Week ${weekNumber}` })
        .returning()
    )[0];
  const insertAssignment = async (weekId: number, title: string) =>
    (
      await db.insert(assignments).values({ weekId, title, instructionsHtml: '<p>Write.</p>' }).returning()
    )[0];

  const contentWeek = await insertWeek(course.id, 1);
  const essayWeek = await insertWeek(course.id, 2);
  // New lessons and assignments go to a week of their own, so the lists the updates read stay short.
  const newContentWeek = await insertWeek(course.id, 3);
  const slotWeeks = await Promise.all(range(slots).map((slot) => insertWeek(course.id, 10 + slot)));
  const slotCourses = await db
    .insert(courses)
    .values(range(slots).map((slot) => ({ title: `Course ${slot}` })))
    .returning();
  // New weeks need a number unused in their course, and a course holds at most 520.
  const weekCourses = await db
    .insert(courses)
    .values(range(3).map((index) => ({ title: `Weeks ${index}` })))
    .returning();
  const slotLessons = await db
    .insert(lessons)
    .values(
      range(slots).map((slot) => ({
        weekId: contentWeek.id,
        title: `Lesson ${slot}`,
        contentHtml: '',
        position: slot,
      })),
    )
    .returning();
  const slotAssignments = await Promise.all(
    range(slots).map((slot) => insertAssignment(contentWeek.id, `Assignment ${slot}`)),
  );
  const essayAssignments = await Promise.all(
    range(slots).map((slot) => insertAssignment(essayWeek.id, `Essay ${slot}`)),
  );

  // The instructor's review works on versions of one essay; each version is a submission of its own.
  // Graded by a one-criterion rubric, so reviews carry a rubric comment too.
  const [reviewed] = await db
    .insert(assignments)
    .values({ weekId: essayWeek.id, title: 'Reviewed essay', rubric: REVIEW_RUBRIC })
    .returning();
  const html = sanitizeHtml(ESSAY_HTML);
  const { text, words } = essayText(html);
  const versions = await db
    .insert(submissions)
    .values(
      range(3 * slots + 1).map((index) => ({
        assignmentId: reviewed.id,
        userId: student.id,
        version: index + 1,
        contentHtml: html,
        contentText: text,
        wordCount: words,
      })),
    )
    .returning();
  const [itemSubmission, ...others] = versions;
  await storeTestDraft(db, itemSubmission.id, (essay) =>
    ESSAY_WORDS.slice(0, slots).map((word) => itemOn(essay, word)),
  );
  const slotItems = await db
    .select()
    .from(feedbackItems)
    .where(eq(feedbackItems.submissionId, itemSubmission.id))
    .orderBy(asc(feedbackItems.id));

  const slotBankEntries = await db
    .insert(commentBankEntries)
    .values(
      range(slots).map((slot) => ({
        ownerId: admin.id,
        comment: `Entry ${slot}`,
        suggestion: '',
        category: 'style',
      })),
    )
    .returning();

  const slotCategories = await db
    .insert(feedbackCategories)
    .values(
      range(slots).map((slot) => ({
        ownerId: admin.id,
        key: `slot-${slot}`,
        name: `Slot ${slot}`,
        color: '#123456',
        sortOrder: slot + 1,
      })),
    )
    .returning();

  // Each answered deep-linking request is closed: every turn has one of its own, placing into one week.
  const contentWeek2 = await insertWeek(course.id, 4);
  const [platform] = await db
    .insert(ltiPlatforms)
    .values({
      issuer: 'https://lms.naughty.example',
      clientId: 'naughty-world',
      deploymentIds: ['1'],
      authLoginUrl: 'https://lms.naughty.example/auth',
      authTokenUrl: 'https://lms.naughty.example/token',
      jwksUrl: 'https://lms.naughty.example/jwks',
    })
    .returning();
  const [context] = await db
    .insert(ltiContexts)
    .values({ issuer: platform.issuer, deploymentId: '1', contextId: 'naughty', courseId: course.id })
    .returning();
  const contentRequests = await db
    .insert(ltiContentRequests)
    .values(
      range(turns).map(() => ({
        platformId: platform.id,
        deploymentId: '1',
        ltiContextId: context.id,
        userId: admin.id,
        returnUrl: 'https://lms.naughty.example/deep-link-return',
        acceptMultiple: true,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    )
    .returning({ id: ltiContentRequests.id });

  const profileUsers = await Promise.all(range(slots).map(() => createUser(db)));
  const passwordUser = await createUser(db);

  return {
    admin: { ...admin, token: await token(admin.username) },
    student: { ...student, token: await token(student.username) },
    course,
    contentWeek,
    newContentWeek,
    /** Where each turn's deep-linking answer makes its new assignment, with the request it answers. */
    placedWeek: contentWeek2,
    contentRequestIds: contentRequests.map((request) => request.id),
    slotWeeks,
    slotCourses,
    slotBankEntries,
    slotCategories,
    weekCourses,
    slotLessons,
    slotAssignments,
    essayAssignments,
    reviewed,
    itemSubmission,
    slotItems,
    reviewSubmissions: others.slice(0, slots),
    /** New comments go to these in turn, so no submission gathers hundreds of them. */
    commentSubmissions: others.slice(slots),
    essayText: text,
    profiles: await Promise.all(
      profileUsers.map(async (user) => ({ ...user, token: await token(user.username) })),
    ),
    password: { ...passwordUser, token: await token(passwordUser.username), current: PASSWORD },
  };
}

export type NaughtyWorld = Awaited<ReturnType<typeof buildNaughtyWorld>>;
