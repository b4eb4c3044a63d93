import { type Browser, expect, type Page, test } from '@playwright/test';
import { essayHtml } from '../bench/support/essay';
import type { AdminSubmissionDetail } from '../src/shared/contract';
import { essayClass } from './support/essay-class';
import { recordingTab } from './support/recording-tab';
import { SIZES } from './support/screens';
import { demo, signIn } from './support/session';
import { type Caller, newStudentIn, PASSWORD, send, signedIn } from './support/xss-api';

/**
 * What a teacher needs to trust a class to the product: the student reads the end comment with the
 * comments, grading work survives a change of window width, a draft follows the student to another
 * browser, and the revision loop neither resurrects a refused comment nor calls a rewritten one the
 * engine's. Every page here is watched for console errors and Content-Security-Policy reports.
 */

const GENERAL = 'You make a clear case; now tie each reason back to the claim.';

/**
 * A tab that records console errors, uncaught errors and CSP reports (support/recording-tab.ts); the
 * test fails on any of them.
 */
async function watchedPage(browser: Browser, width = 1440, height = 900) {
  const size = SIZES.find((each) => each.width === width && each.height === height) ?? SIZES[1];
  const { context, page, take } = await recordingTab(browser, test.info().project.use.baseURL, size);
  return { page, context, errors: { take } };
}

async function drafted(admin: Caller, path: string): Promise<AdminSubmissionDetail> {
  let detail!: AdminSubmissionDetail;
  await expect(async () => {
    detail = (await send<AdminSubmissionDetail>(admin, 'get', path)).body;
    expect(detail.draft_status).toBe('ready');
  }).toPass({ timeout: 90_000 });
  return detail;
}

const review = (grade: number | null, release: boolean) => ({
  grade,
  general_feedback: GENERAL,
  overall_feedback: 'A clear proposal with a practical plan.',
  strengths: ['A concrete, arguable claim', 'A well chosen survey figure'],
  areas_for_improvement: ['Subject–verb agreement'],
  encouragement: 'Keep going.',
  release,
});

async function studentPage(browser: Browser, username: string, width = 1440, height = 900) {
  const watched = await watchedPage(browser, width, height);
  await signIn(watched.page, { identifier: username, password: PASSWORD });
  await expect(watched.page).toHaveURL(/\/user\/dashboard$/);
  return watched;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the student reads the end comment beside the released comments, on a phone, a laptop and paper', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `summary-${Date.now()}`, 1);
  const path = `/api/admin/assignments/${assignmentId}/submissions/${students[0].submissionId}`;
  const detail = await drafted(admin, path);
  for (const item of detail.feedback_items)
    await send(admin, 'patch', `${path}/feedback-items/${item.id}`, { decision: 'accepted' });
  expect((await send(admin, 'put', `${path}/review`, review(78, true))).status).toBe(200);

  const { page, errors } = await studentPage(browser, students[0].username);
  await page.goto(`/user/feedback/${assignmentId}`);
  const summary = page.getByRole('region', { name: 'Feedback Summary' });
  await expect(summary.getByText(GENERAL)).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Strengths (2)' })).toBeVisible();
  await expect(summary.getByText('Final grade: 78/100')).toBeVisible();
  await expect(page.getByText('Grade: 78/100', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Instructor Feedback' })).toBeVisible();

  // On a phone the end comment comes before the essay and the comments that follow it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary.getByText(GENERAL)).toBeVisible();
  const summaryBox = await summary.boundingBox();
  const commentsBox = await page.getByRole('region', { name: 'Instructor Feedback' }).boundingBox();
  expect(summaryBox!.y).toBeLessThan(commentsBox!.y);

  // And on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(summary.getByText(GENERAL)).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Strengths (2)' })).toBeVisible();
  expect(errors.take()).toEqual([]);
});

test('grading work survives changes of window width, Save sends what is shown, and a blocked release says why', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `widths-${Date.now()}`, 1);
  const rubric = await send(admin, 'put', `/api/admin/assignments/${assignmentId}/rubric`, {
    criteria: [
      {
        title: 'Claim',
        description: 'A position a reader could dispute.',
        levels: [
          { title: 'Exemplary', description: '', points: 4 },
          { title: 'Proficient', description: '', points: 3 },
          { title: 'Developing', description: '', points: 2 },
        ],
      },
    ],
  });
  expect(rubric.status).toBe(200);
  const path = `/api/admin/assignments/${assignmentId}/submissions/${students[0].submissionId}`;
  await drafted(admin, path);

  const { page, errors } = await watchedPage(browser);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/apps/assignments/${assignmentId}/submissions/${students[0].submissionId}`);
  await page.getByRole('tab', { name: 'Grade' }).click();
  const form = page.getByRole('form', { name: 'Summary and grade' });
  await form
    .getByRole('radiogroup', { name: /^Claim/ })
    .getByText('Proficient · 3 points')
    .click();
  await form.getByLabel('Comment on Claim (optional)').fill('Arguable, but say it in one sentence.');
  await form.getByLabel('Final grade').fill('79');
  await form.getByRole('textbox', { name: 'General feedback' }).fill(GENERAL);

  const expectKept = async () => {
    await page.getByRole('tab', { name: 'Grade' }).click();
    const shown = page.getByRole('form', { name: 'Summary and grade' });
    await expect(shown.getByLabel('Final grade')).toHaveValue('79');
    await expect(shown.getByRole('textbox', { name: 'General feedback' })).toHaveValue(GENERAL);
    await expect(shown.getByLabel('Comment on Claim (optional)')).toHaveValue(
      'Arguable, but say it in one sentence.',
    );
    await expect(
      shown.getByRole('radiogroup', { name: /^Claim/ }).getByRole('radio', { name: /^Proficient/ }),
    ).toBeChecked();
  };
  // A laptop docked to a narrower screen, then a tablet turned on its side.
  for (const width of [1000, 720, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectKept();
  }

  await page.setViewportSize({ width: 720, height: 900 });
  await form.getByRole('button', { name: 'Save without releasing' }).click();
  await expect(form.getByText(/^Saved without releasing/)).toBeVisible();
  const saved = (await send<AdminSubmissionDetail>(admin, 'get', path)).body;
  expect(saved.grade).toBe(79);
  expect(saved.general_feedback).toBe(GENERAL);
  expect(saved.rubric_scores[0]).toMatchObject({
    points: 3,
    comment: 'Arguable, but say it in one sentence.',
  });

  // Releasing without a grade: the reason stands beside the button, and the focus goes to the grade,
  // which is brought into view with the same sentence under it.
  await form.getByLabel('Final grade').fill('');
  await form.getByRole('button', { name: 'Release to student' }).click();
  const reason = form
    .getByRole('alert')
    .filter({ hasText: 'Set a final grade before releasing the feedback.' });
  await expect(reason).toBeVisible();
  const gradeField = form.getByLabel('Final grade');
  await expect(gradeField).toBeFocused();
  await expect(gradeField).toBeInViewport();
  await expect(gradeField).toHaveAttribute('aria-invalid', 'true');
  // The field's own copy of the sentence, above the buttons, is on screen with it.
  await expect(form.getByText('Set a final grade before releasing the feedback.').first()).toBeInViewport();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(errors.take()).toEqual([]);
});

/** Types at the end of the essay editor, as a student adding a sentence would. */
async function typeAtEnd(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Your essay' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('a draft typed in one browser opens in another, and two at once are both offered', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(request, demo.admin);
  const course = await send<{ id: number }>(admin, 'post', '/api/admin/courses', {
    title: `Drafts ${Date.now()}`,
    description: 'Writing across devices.',
  });
  const week = await send<{ id: number }>(admin, 'post', `/api/admin/courses/${course.body.id}/weeks`, {
    week_number: 1,
    title: 'Drafting',
  });
  const assignment = await send<{ id: number }>(
    admin,
    'post',
    `/api/admin/weeks/${week.body.id}/assignments`,
    {
      title: 'An essay written on two devices',
      instructions_html: '<p>Write about your town.</p>',
    },
  );
  const username = `drafter-${Date.now()}`;
  await newStudentIn(admin, course.body.id, username);
  const owner = await signedIn(request, { identifier: username, password: PASSWORD });
  /** What the account holds, as the server answers it: a save is waited for, not assumed. */
  const inAccount = async () =>
    (
      await send<{ content_html: string }>(
        owner,
        'get',
        `/api/student/assignments/${assignment.body.id}/draft`,
      )
    ).body.content_html;

  const laptop = await studentPage(browser, username);
  await laptop.page.goto(`/user/assignments/${assignment.body.id}`);
  await typeAtEnd(laptop.page, 'Written on the laptop.');
  // Text pasted from a word processor brings style attributes, which the page's CSP must never meet.
  await laptop.page.evaluate(() => {
    const pasted = new DataTransfer();
    pasted.setData('text/html', '<p style="color: red; font-size: 30px">A pasted <b style="x">line</b>.</p>');
    pasted.setData('text/plain', 'A pasted line.');
    document
      .querySelector('.ProseMirror')
      ?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }),
      );
  });
  await expect(laptop.page.getByRole('textbox', { name: 'Your essay' })).toContainText('A pasted line.');
  await expect.poll(inAccount, { timeout: 15_000 }).toContain('A pasted <strong>line</strong>.');
  await expect(laptop.page.getByText(/^Saved to your account/)).toBeVisible();

  // Another browser, signed in as the same student, without "Remember this device".
  const phone = await studentPage(browser, username, 390, 844);
  await phone.page.goto(`/user/assignments/${assignment.body.id}`);
  const phoneEditor = phone.page.getByRole('textbox', { name: 'Your essay' });
  await expect(phoneEditor).toContainText('Written on the laptop.');
  await expect(phone.page.getByText(/^Saved to your account/)).toBeVisible();

  // Both write at once: the laptop saves first, the phone is told and offered both versions.
  await typeAtEnd(laptop.page, ' And more from the laptop.');
  await expect.poll(inAccount, { timeout: 15_000 }).toContain('And more from the laptop.');
  await typeAtEnd(phone.page, ' A line from the phone.');
  const conflict = phone.page.getByRole('alert').filter({ hasText: 'changed in another window' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict.getByRole('blockquote', { name: 'The other version' })).toContainText(
    'And more from the laptop.',
  );
  await expect(phoneEditor).toContainText('A line from the phone.');
  await conflict.getByRole('button', { name: 'Keep the version in this editor' }).click();
  await expect.poll(inAccount, { timeout: 15_000 }).toContain('A line from the phone.');
  await expect(phone.page.getByText(/^Saved to your account/)).toBeVisible();
  expect(
    [...laptop.errors.take(), ...phone.errors.take()].filter((error) => !/status of 409/.test(error)),
  ).toEqual([]);
});

test('a comment the instructor rejected stays rejected in version 2, and a rewritten one is the instructor’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `loop-${Date.now()}`, 1);
  await send(admin, 'put', `/api/admin/assignments/${assignmentId}`, {
    title: 'A change in your community',
    instructions_html: '<p>Argue for one change in your community.</p>',
    allow_revisions: true,
    max_versions: 3,
  });
  const firstPath = `/api/admin/assignments/${assignmentId}/submissions/${students[0].submissionId}`;
  const first = await drafted(admin, firstPath);
  const [refused, ...others] = first.feedback_items;
  await send(admin, 'patch', `${firstPath}/feedback-items/${refused.id}`, { decision: 'rejected' });
  for (const item of others)
    await send(admin, 'patch', `${firstPath}/feedback-items/${item.id}`, { decision: 'accepted' });

  // The instructor rewrites one drafted comment in their own words, on the grading screen.
  const { page, errors } = await watchedPage(browser);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/apps/assignments/${assignmentId}/submissions/${students[0].submissionId}`);
  const card = page.getByRole('listitem', { name: 'Comment 2', exact: true });
  await card.getByRole('button', { name: 'Edit comment 2' }).click();
  const edit = card.getByRole('form', { name: 'Edit comment 2' });
  await edit.getByRole('textbox', { name: /^Comment/ }).fill('In my words: say who pays for this.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('In my words: say who pays for this.')).toBeVisible();
  await expect(card.getByText('Manual', { exact: true })).toBeVisible();
  expect((await send(admin, 'put', `${firstPath}/review`, review(72, true))).status).toBe(200);

  const student = await studentPage(browser, students[0].username);
  await student.page.goto(`/user/feedback/${assignmentId}`);
  const counts = student.page.getByLabel('Comment counts');
  const aiAccepted = others.filter((item) => item.aiGenerated).length;
  await expect(counts.getByText('AI Generated').locator('..')).toHaveText(
    new RegExp(`^AI Generated\\s*${aiAccepted - 1}$`),
  );
  await expect(counts.getByText('Manual Review').locator('..')).toHaveText(/^Manual Review\s*1$/);

  // Version 2 changes one sentence far from the refused comment; the engine drafts it again.
  const revised = essayHtml.replace(
    'Others say that students would not come.',
    'Others doubt that anyone would come.',
  );
  const writer = await signedIn(request, { identifier: students[0].username, password: PASSWORD });
  const second = await send<{ id: number }>(
    writer,
    'post',
    `/api/student/assignments/${assignmentId}/submissions`,
    {
      content_html: revised,
    },
  );
  expect(second.status).toBe(201);
  const secondDetail = await drafted(
    admin,
    `/api/admin/assignments/${assignmentId}/submissions/${second.body.id}`,
  );
  expect(
    secondDetail.feedback_items.filter(
      (item) => item.quote === refused.quote && item.category === refused.category,
    ),
  ).toEqual([]);
  expect([...errors.take(), ...student.errors.take()]).toEqual([]);
});
