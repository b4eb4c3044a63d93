import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demo, readStored, signIn } from './support/session';

const ASSIGNMENT = 'Persuasive Essay: A Change in Your Community';

/** An essay within the demo assignment's 300–800 word limits. */
function essay(opening: string, words = 320): string {
  const filler = Array.from({ length: words - opening.split(' ').length }, (_, i) => `point${i}`);
  return `${opening} ${filler.join(' ')}`;
}

async function openAssignmentFromDashboard(page: Page) {
  await signIn(page, demo.student);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('link', { name: 'Writing the Persuasive Essay' }).first().click();
  await expect(page).toHaveURL(/\/user\/courses\/\d+$/);
  await page.getByRole('link', { name: /Evidence and Reasoning \(Week 2\)/ }).click();
  await expect(page).toHaveURL(/\/user\/weeks\/\d+\?course_id=\d+$/);
}

async function essayEditor(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Your essay' });
  await expect(editor).toBeVisible();
  return editor;
}

async function signedInToken(page: Page) {
  return (await readStored(page, 'sessionStorage', 'token')) ?? '';
}

test.describe('the student path', () => {
  test('the student opens course, week, lesson and assignment, drafts, submits and downloads the essay', async ({
    page,
  }) => {
    await openAssignmentFromDashboard(page);
    await expect(page.getByText('Active Week')).toBeVisible();
    // The first lesson starts open; the next opens on a click.
    await expect(page.getByRole('region', { name: 'Choosing evidence' })).toBeVisible();
    await page.getByRole('button', { name: 'Explaining the link' }).click();
    await expect(page.getByRole('region', { name: 'Explaining the link' })).toBeVisible();

    await page.getByRole('link', { name: /Write essay|Revise essay/ }).click();
    await expect(page).toHaveURL(/\/user\/assignments\/\d+$/);
    await expect(page.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
    await expect(page.getByText('Dashboard', { exact: true }).first()).toBeVisible();

    const editor = await essayEditor(page);
    await editor.click();
    await editor.fill(essay('Our town needs a night bus.'));
    await expect(page.getByText(/^320 words/)).toBeVisible();
    await expect(page.getByText(/^(Draft saved at|Saved to your account)/)).toBeVisible();

    await page.reload();
    await expect(await essayEditor(page)).toContainText('Our town needs a night bus.');
    await expect(page.getByText(/Restored your draft from/)).toBeVisible();

    await page.getByRole('button', { name: 'Submit essay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit essay?' });
    await dialog.getByRole('button', { name: 'Submit essay' }).click();

    await expect(page).toHaveURL(/\/user\/review\/\d+$/);
    await expect(page.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
    await expect(page.getByText('Our town needs a night bus.')).toBeVisible();
    const assignmentId = page.url().split('/').pop();
    expect(await readStored(page, 'sessionStorage', `assignment_draft_${assignmentId}`)).toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download/ }).click(),
    ]);
    // Chromium swaps the ':' that file systems refuse for '_' when it saves the file.
    expect(download.suggestedFilename()).toBe(`${ASSIGNMENT.replace(':', '_')}_submission.html`);
    const html = readFileSync(await download.path(), 'utf8');
    expect(html).toContain('Our town needs a night bus.');
    expect(html).toMatch(/<html/i);
  });

  test('with the network cut during submit the draft stays, and the retry stores one submission', async ({
    page,
  }) => {
    await openAssignmentFromDashboard(page);
    await page
      .getByRole('link', { name: /Write essay|Continue writing|Revise essay/ })
      .first()
      .click();
    const assignmentId = page.url().split('/').pop();
    const before = await page.request.get(`/api/student/assignments/${assignmentId}`, {
      headers: { authorization: `Bearer ${await signedInToken(page)}` },
    });
    const earlier = (await before.json()).latest_submission;
    // Before release a new text replaces the version under review; after it, it is the next version.
    const expectedVersion: number = earlier ? (earlier.released ? earlier.version + 1 : earlier.version) : 1;

    const editor = await essayEditor(page);
    await editor.click();
    await editor.fill(essay('Second thoughts on the night bus.'));
    await expect(page.getByText(/^(Draft saved at|Saved to your account)/)).toBeVisible();

    // The request reaches the server, but its answer is lost on the way back.
    let cut = 0;
    await page.route('**/api/student/assignments/*/submissions', async (route) => {
      cut += 1;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Submit essay' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit essay?' })
      .getByRole('button', { name: 'Submit essay' })
      .click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Your draft is saved on this device.' }),
    ).toBeVisible();
    expect(cut).toBe(1);
    expect(await readStored(page, 'sessionStorage', `assignment_draft_${assignmentId}`)).toContain(
      'Second thoughts on the night bus.',
    );
    await expect(editor).toContainText('Second thoughts on the night bus.');

    await page.unroute('**/api/student/assignments/*/submissions');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/review/${assignmentId}$`));
    await expect(page.getByText('Second thoughts on the night bus.')).toBeVisible();

    const after = await page.request.get(`/api/student/assignments/${assignmentId}`, {
      headers: { authorization: `Bearer ${await signedInToken(page)}` },
    });
    expect((await after.json()).latest_submission).toMatchObject({
      version: expectedVersion,
      content_html: expect.stringContaining('Second thoughts on the night bus.'),
    });
  });

  test('the newcomer opening a course address lands on the user dashboard', async ({ page }) => {
    await signIn(page, demo.newcomer);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto('/user/courses/1');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(
      page.getByText('You are not enrolled in any courses. Please contact your administrator.'),
    ).toBeVisible();
  });
});
