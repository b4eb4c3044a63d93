import { expect, type Page, test } from '@playwright/test';
import { essayClass } from './support/essay-class';
import { demo, signIn } from './support/session';
import { signedIn } from './support/xss-api';

test.use({ viewport: { width: 1440, height: 900 } });

const gradingUrl = (assignmentId: number, submissionId: number) =>
  `/admin/apps/assignments/${assignmentId}/submissions/${submissionId}`;
const card = (page: Page, number: number) =>
  page.getByRole('listitem', { name: `Comment ${number}`, exact: true });
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Submissions of this assignment' });

async function openDrafted(page: Page, url: string) {
  await page.goto(url);
  // The screen asks again while the engine drafts; the comments come when the draft is ready.
  await expect(card(page, 3)).toBeVisible({ timeout: 90_000 });
}

test('the grading desk: the essay stays beside the comments, the keys decide, and Next keeps unsaved work', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `${Date.now()}`, 2);
  const [first, second] = students;
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openDrafted(page, gradingUrl(assignmentId, first.submissionId));
  await expect(stepper(page)).toContainText(`${first.username}, 1 of 2`);

  // Reading down to the last comment leaves the essay on screen.
  const essay = page.getByRole('region', { name: `Essay by ${first.username}` });
  await page
    .getByRole('listitem', { name: /^Comment \d+$/ })
    .last()
    .scrollIntoViewIfNeeded();
  await expect(essay).toBeInViewport();

  // J selects, A accepts and moves on, R rejects and moves on, K goes back.
  await page.keyboard.press('j');
  await expect(card(page, 1)).toBeFocused();
  await page.keyboard.press('a');
  await expect(card(page, 1)).toHaveAttribute('data-decision', 'accepted');
  await expect(card(page, 2)).toBeFocused();
  await page.keyboard.press('r');
  await expect(card(page, 2)).toHaveAttribute('data-decision', 'rejected');
  await expect(card(page, 3)).toBeFocused();
  await page.keyboard.press('k');
  await expect(card(page, 2)).toBeFocused();
  // The highlight of the selected comment is in view in the essay beside it.
  await expect(essay.locator('mark[data-active]').first()).toBeInViewport();

  // Unsaved words stay with the first essay while the instructor looks at the second.
  await page.getByRole('tab', { name: 'Grade' }).click();
  await page.getByLabel('General feedback').fill('Strong opening; keep the evidence coming.');
  await stepper(page).getByRole('link', { name: 'Next submission' }).click();
  await expect(stepper(page)).toContainText(`${second.username}, 2 of 2`);
  await expect(page.getByRole('region', { name: `Essay by ${second.username}` })).toBeVisible();
  await stepper(page).getByRole('link', { name: 'Previous submission' }).click();
  await expect(page.getByText('Restored unsaved changes')).toBeVisible();
  await page.getByRole('tab', { name: 'Grade' }).click();
  await expect(page.getByLabel('General feedback')).toHaveValue('Strong opening; keep the evidence coming.');

  // Shift+N, away from any field, opens the next essay; ? lists every key.
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.keyboard.press('Shift+N');
  await expect(page).toHaveURL(new RegExp(`${gradingUrl(assignmentId, second.submissionId)}$`));
  // The keys belong to the desk, which is drawn once the next submission has loaded.
  await expect(page.getByRole('region', { name: `Essay by ${second.username}` })).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    'Reject the selected comment',
  );
});
