import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { demo } from './support/session';
import { type Caller, inParallel, PARALLEL, send, signedIn } from './support/xss-api';
import { batchVectors, packVectors } from './support/xss-batches';
import { loadXssVectors, markerOf, type XssVector } from './support/xss-corpus';
import {
  type CommentCounts,
  generalFeedbackOf,
  release,
  seedFeedback,
  waitForDrafts,
} from './support/xss-feedback';
import { expectNoEffects, markersIn } from './support/xss-oracle';
import { type NamedStudent, seedCourseTitles, seedUsernames, seedWeekTitles } from './support/xss-plain-text';
import { Refusals } from './support/xss-refusals';
import { type HostileCourse, hostileCourse, type SeededBatch, seedRichText } from './support/xss-rich-text';
import { closeTabs, openInApp, signedInViewer, type Viewer, visitEach } from './support/xss-tabs';

/**
 * Every vector of the XSS corpora goes through every way user text reaches a page, and Chromium
 * renders each page with dialogs replaced by recorders. Rich text travels in batches (xss-batches.ts),
 * plain text packed into titles, so that about seventy pages carry all of it.
 */
/** At most this many vectors share a page; a vector that swallows what follows it comes last in its batch. */
const MAX_BATCH = 40;
/** Course and week titles hold 200 characters; longer vectors are sent alone and refused. */
const TITLE_LENGTH = 200;
/** Pages listing a few hundred hostile records take a while to draw on a busy machine. */
const CONTENT_TIMEOUT = 30_000;

const markersOf = (vectors: XssVector[]) => vectors.map((vector) => markerOf(vector.id)).sort();

/** Every vector's marker is a paragraph of `scope`: all of them reached the page, none hid another. */
async function expectMarkers(scope: Locator, vectors: XssVector[]) {
  await expect(scope).toBeAttached({ timeout: CONTENT_TIMEOUT });
  await expect.poll(() => markersIn(scope), { timeout: CONTENT_TIMEOUT }).toEqual(markersOf(vectors));
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const expectCount = (rows: Locator, count: number) =>
  expect(rows).toHaveCount(count, { timeout: CONTENT_TIMEOUT });

/** The week of lessons, and each assignment with its instructions and the essay back in the editor. */
async function checkLessonsAndAssignments(student: Viewer, hostile: HostileCourse, seeded: SeededBatch[]) {
  await visitEach(student, ['lessons', ...seeded], async (page, item) => {
    if (typeof item === 'string') {
      await openInApp(page, `/user/weeks/${hostile.weekId}`);
      await expectMarkers(
        region(page, 'Lessons'),
        seeded.flatMap((batch) => batch.vectors),
      );
      return 'the week of lessons';
    }
    await openInApp(page, `/user/assignments/${item.assignmentId}`);
    await expectMarkers(region(page, 'Instructions'), item.vectors);
    if (item.submissionId !== null)
      await expectMarkers(page.getByRole('textbox', { name: 'Your essay' }), item.vectors);
    return `assignment ${item.assignmentId}`;
  });
}

type Comments = Map<number, CommentCounts>;

interface PlainText {
  courseIds: number[];
  weekCount: number;
  named: (NamedStudent & { assignmentId: number; submissionId: number })[];
}

/** Course titles, week titles and usernames; the accepted usernames each hand in a short essay. */
async function seedPlainText(
  admin: Caller,
  hostile: HostileCourse,
  vectors: XssVector[],
  stamp: string,
  firstAssignmentId: number,
  refusals: Refusals,
): Promise<PlainText> {
  const titles = packVectors(vectors, TITLE_LENGTH);
  const courseIds = await seedCourseTitles(admin, hostile.reader.id, titles, refusals);
  const weekCount = await seedWeekTitles(admin, hostile.courseId, titles, refusals);
  const students = await seedUsernames(admin, vectors, stamp, hostile.courseId, refusals);
  const named = await inParallel(students, PARALLEL, async (student) => {
    const caller = await signedIn(admin.request, student.login);
    const essay = await send<{ id: number }>(
      caller,
      'post',
      `/api/student/assignments/${firstAssignmentId}/submissions`,
      {
        content_html: '<p>A short essay by a student whose name the rules let through.</p>',
      },
    );
    expect(essay.status).toBe(201);
    return { ...student, assignmentId: firstAssignmentId, submissionId: essay.body.id };
  });
  return { courseIds, weekCount, named };
}

/** Each essay with every comment, the engine's and the instructor's, before the release. */
async function checkGrading(
  instructor: Viewer,
  hostile: HostileCourse,
  essays: SeededBatch[],
  comments: Comments,
) {
  await visitEach(instructor, essays, async (page, essay) => {
    await openInApp(page, `/admin/apps/assignments/${essay.assignmentId}/submissions/${essay.submissionId}`);
    await expectMarkers(region(page, `Essay by ${hostile.reader.username}`), essay.vectors);
    const count = comments.get(essay.assignmentId);
    await expectCount(
      page.getByRole('list', { name: 'Comments on the essay' }).getByRole('listitem'),
      (count?.manual ?? 0) + (count?.drafted ?? 0),
    );
    return `grading of assignment ${essay.assignmentId}`;
  });
}

/** The review screen (essay and general feedback) and the feedback viewer (essay and comments). */
async function checkReleased(student: Viewer, essays: SeededBatch[], comments: Comments) {
  const views = essays.flatMap((essay) => [
    { essay, view: 'review' },
    { essay, view: 'feedback' },
  ]);
  await visitEach(student, views, async (page, { essay, view }) => {
    await openInApp(page, `/user/${view}/${essay.assignmentId}`);
    if (view === 'review') {
      await expectMarkers(region(page, 'Your submission'), essay.vectors);
      const general = region(page, 'Instructor Feedback');
      for (const line of generalFeedbackOf(essay).split('\n').filter(Boolean))
        await expect(general).toContainText(line.split(' ')[0], { timeout: CONTENT_TIMEOUT });
    } else {
      await expectMarkers(region(page, 'Your essay with feedback'), essay.vectors);
      await expectCount(page.locator('[data-entry-id]'), comments.get(essay.assignmentId)?.manual ?? 0);
    }
    return `${view} of assignment ${essay.assignmentId}`;
  });
}

/** Course titles on the student's dashboard and course list and the admin's; week titles on both course pages. */
async function checkTitles(
  student: Viewer,
  instructor: Viewer,
  admin: Caller,
  hostile: HostileCourse,
  plain: PlainText,
) {
  const { courseIds, weekCount } = plain;
  // Each tab's app read its course lists while these titles were still being stored (both sessions
  // start on a dashboard) and may show them from its cache for a minute: a full load reads what the
  // server holds now, as a reload would.
  const openFresh = (page: Page, url: string) => page.goto(url);
  // Besides the packed titles, the reader has the hostile course itself.
  const studentPages = ['/user/dashboard', '/user/courses', `/user/courses/${hostile.courseId}`];
  await visitEach(student, studentPages, async (page, url) => {
    await openFresh(page, url);
    if (url === '/user/dashboard')
      await expectCount(region(page, 'My courses').getByRole('link'), courseIds.length + 1);
    else if (url === '/user/courses') await expectCount(page.getByRole('article'), courseIds.length + 1);
    else await expectCount(region(page, 'Weeks').getByRole('listitem'), weekCount + 1);
    return url;
  });
  const allCourses = (await send<unknown[]>(admin, 'get', '/api/admin/courses')).body.length;
  const adminPages = ['/admin/apps/courses', `/admin/apps/courses/details/${hostile.courseId}`];
  await visitEach(instructor, adminPages, async (page, url) => {
    await openFresh(page, url);
    const [table, rows] =
      url === '/admin/apps/courses' ? ['Courses', allCourses] : ['Weeks of the course', weekCount + 1];
    await expectCount(page.getByRole('table', { name: table }).locator('tbody tr'), rows);
    return url;
  });
}

/** The accepted usernames in All Users, found by their e-mail addresses, and on their grading screens. */
async function checkUsernames(instructor: Viewer, plain: PlainText, stamp: string) {
  await visitEach(instructor, ['users', ...plain.named], async (page, item) => {
    if (typeof item === 'string') {
      await openInApp(page, `/admin/users?search=hostile-name-${stamp}&page_size=100`);
      await expectCount(page.getByRole('table', { name: 'Users' }).locator('tbody tr'), plain.named.length);
      return 'All Users';
    }
    await openInApp(page, `/admin/apps/assignments/${item.assignmentId}/submissions/${item.submissionId}`);
    await expect(region(page, `Essay by ${item.username}`)).toBeVisible({ timeout: CONTENT_TIMEOUT });
    return `grading of ${item.username}`;
  });
}

/** Both browser sessions, then the student's first reading: the lessons and the assignments. */
async function openSessionsAndReadRichText(browser: Browser, hostile: HostileCourse, seeded: SeededBatch[]) {
  const [student, instructor] = await Promise.all([
    signedInViewer(browser, hostile.reader.login),
    signedInViewer(browser, demo.admin),
  ]);
  await test.step('lessons, instructions and the essay in the editor, as the student reads them', () =>
    checkLessonsAndAssignments(student, hostile, seeded));
  return { student, instructor };
}

async function readPlainText(
  student: Viewer,
  instructor: Viewer,
  admin: Caller,
  hostile: HostileCourse,
  plain: PlainText,
  stamp: string,
) {
  await test.step('course and week titles, as the student and the instructor see them', () =>
    checkTitles(student, instructor, admin, hostile, plain));
  await test.step('usernames the rules accept, in All Users and on the grading screen', () =>
    checkUsernames(instructor, plain, stamp));
}

// A trace would hold a snapshot of every very large page at every step, costing more than the test;
// a failure names the page and the offending markup instead.
test.use({ trace: 'off' });

test('no vector of the XSS corpora runs or leaves script-capable markup on any page', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const vectors = loadXssVectors();
  const refusals = new Refusals();
  const stamp = Date.now().toString(36);
  const admin = await signedIn(request, demo.admin);
  const hostile = await hostileCourse(admin, stamp);
  const reader = await signedIn(request, hostile.reader.login);
  // The essays go first: the engine drafts feedback on them while everything else is stored.
  const seeded = await seedRichText(
    admin,
    reader,
    hostile.weekId,
    batchVectors(vectors, MAX_BATCH),
    refusals,
  );
  const essays = seeded.filter((batch) => batch.submissionId !== null);
  const assignmentIds = seeded.map((batch) => batch.assignmentId);

  // Throughout, the server stores one part while the browser reads another: two cores, both busy.
  const [plain, { student, instructor }] = await Promise.all([
    seedPlainText(admin, hostile, vectors, stamp, assignmentIds[0], refusals),
    openSessionsAndReadRichText(browser, hostile, seeded),
  ]);
  const [comments] = await Promise.all([
    waitForDrafts(admin, assignmentIds).then(() => seedFeedback(admin, essays, refusals)),
    readPlainText(student, instructor, admin, hostile, plain, stamp),
  ]);
  await test.step('the essays and their comments on the grading screen', () =>
    checkGrading(instructor, hostile, essays, comments));

  await inParallel(essays, PARALLEL, (essay) => release(admin, essay));
  // The student's tabs still hold the essays as they were before the release; a new visit loads them anew.
  await closeTabs(student);
  await test.step('the released essays, comments and general feedback, as the student reads them', () =>
    checkReleased(student, essays, comments));

  // A vector that fires late would show only after the last page of its session was checked.
  await student.tabs[0]?.waitForTimeout(500);
  expectNoEffects(student.effects, 'the student, at the end');
  expectNoEffects(instructor.effects, 'the instructor, at the end');

  // What the server would not store is part of the result, not a failure: it goes with the report.
  testInfo.annotations.push(
    ...refusals.all.map((refusal) => ({
      type: `refused ${refusal.path}`,
      description: `${refusal.source}: ${refusal.status} ${refusal.error}`,
    })),
  );
});
