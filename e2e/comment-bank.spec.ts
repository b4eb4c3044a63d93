import { expect, type Page, test } from '@playwright/test';
import { essayClass } from './support/essay-class';
import { selectUncommentedWord } from './support/essay-selection';
import { demo, signIn } from './support/session';
import { signedIn } from './support/xss-api';

test.use({ viewport: { width: 1440, height: 900 } });

const gradingUrl = (assignmentId: number, submissionId: number) =>
  `/admin/apps/assignments/${assignmentId}/submissions/${submissionId}`;
const card = (page: Page, number: number) =>
  page.getByRole('listitem', { name: `Comment ${number}`, exact: true });

test('a comment saved to the bank is found by a word of it and put on another essay', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(request, demo.admin);
  const { assignmentId, students } = await essayClass(request, admin, `${Date.now()}`, 2);
  const [first, second] = students;
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The instructor words a comment of their own on the first essay and keeps it in the bank.
  await page.goto(gradingUrl(assignmentId, first.submissionId));
  await expect(card(page, 1)).toBeVisible({ timeout: 90_000 });
  const stamp = `${Date.now()}`;
  const words = `Name who says so here (source ${stamp}), so the reader can weigh the claim.`;
  await page.getByRole('button', { name: 'Edit comment 1', exact: true }).click();
  await page.getByRole('form', { name: 'Edit comment 1' }).getByLabel('Comment').fill(words);
  await page.getByRole('form', { name: 'Edit comment 1' }).getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 1)).toContainText(words);
  await card(page, 1).getByRole('button', { name: 'Save to bank comment 1' }).click();
  await expect(page.getByText('Saved to your comment bank.')).toBeVisible();

  // On the second essay, a word of it finds it, and it goes on the text selected there.
  await page.goto(gradingUrl(assignmentId, second.submissionId));
  await expect(card(page, 1)).toBeVisible({ timeout: 90_000 });
  const manual = page.getByRole('form', { name: 'Add comment on selection' });
  await expect(async () => {
    const quote = await selectUncommentedWord(page, `Essay by ${second.username}`);
    await expect(manual.getByText(`“${quote}”`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await manual.getByRole('searchbox', { name: 'Find in your comment bank' }).fill(stamp);
  await manual
    .getByRole('list', { name: 'Comments from your bank' })
    .getByRole('button', { name: new RegExp(stamp) })
    .click();
  await expect(manual.getByRole('textbox', { name: /^Comment/ })).toHaveValue(words);
  await manual.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    page.getByRole('listitem', { name: /^Comment \d+$/ }).filter({ hasText: words }),
  ).toBeVisible();

  // The bank counts the use, and lists the entry on its own page.
  await page.goto('/admin/comment-bank');
  await page.getByRole('searchbox', { name: 'Search your comments' }).fill(stamp);
  await expect(page.getByRole('listitem', { name: words })).toContainText('Used 1 time');
});
