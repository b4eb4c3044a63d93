import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { selectUncommentedWord } from './support/essay-selection';
import { demo, readStored, signIn } from './support/session';

const ASSIGNMENT = 'Persuasive Essay: A Change in Your Community';

/** A real essay within the demo assignment's 300–800 words, with the slips a student makes. */
const PARAGRAPHS = [
  'Our town should run a night bus on weekends. Everyone knows that young people cannot get home safely after the last train, and the problem is getting worse every year.',
  'Last winter my cousin walked four kilometres home in the snow because their was no bus after ten. The council says a night service would cost too much, but the town already pays for taxis for staff who finish late. A bus that runs every hour from eleven until three would carry those staff and the students who work evening shifts at the shopping centre, so the money would be spent once instead of twice.',
  'Some people argue that nobody would ride a bus at two in the morning. It was shown by a survey of two hundred students at the college that more than half of them would use it at least once a month. The survey also found that parents would feel calmer knowing there children had a safe way home, which matters for a town that wants young families to stay.',
  'A night bus would also help the restaurants and the cinema, which close early because their staff cannot get home. When people can stay out later, they spend more money in the town centre, and that money pays wages to people who live here. The bus company already owns the buses; they sit in the depot every night doing nothing at all.',
  'There are real costs. Drivers must be paid more for night work, and the service would need lighting at the main stops. These costs are smaller then the cost of one serious accident on the dark road out of town, and the council could ask the businesses that benefit to share them.',
  'In conclusion, a weekend night bus is a small change that would make our town safer, fairer and busier. I ask the council to try it for six months and to count the passengers. If the numbers are as high as the students say, the bus will pay for itself.',
];

async function writeEssay(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Your essay' });
  await editor.click();
  for (const [index, paragraph] of PARAGRAPHS.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
  await expect(page.getByText(/^(Draft saved at|Saved to your account)/)).toBeVisible();
}

test('the whole feedback loop: submit, draft, review, release, read', async ({ browser }) => {
  test.setTimeout(180_000);
  const student = await (await browser.newContext()).newPage();
  await signIn(student, demo.student);
  await expect(student).toHaveURL(/\/user\/dashboard$/);
  await student.getByRole('link', { name: 'Writing the Persuasive Essay' }).first().click();
  await student.getByRole('link', { name: /Evidence and Reasoning \(Week 2\)/ }).click();
  await student
    .getByRole('link', { name: /Write essay|Continue writing|Revise essay/ })
    .first()
    .click();
  await expect(student).toHaveURL(/\/user\/assignments\/\d+$/);
  const assignmentId = student.url().split('/').pop();
  await writeEssay(student);
  await student.getByRole('button', { name: 'Submit essay' }).click();
  await student
    .getByRole('alertdialog', { name: 'Submit essay?' })
    .getByRole('button', { name: 'Submit essay' })
    .click();
  await expect(student).toHaveURL(new RegExp(`/user/review/${assignmentId}$`));

  // Before the release the student sees none of the draft, on screen or through the API.
  await student.goto(`/user/feedback/${assignmentId}`);
  await expect(student.getByText('Your instructor is reviewing your essay.')).toBeVisible();
  await expect(student.locator('[data-feedback-id]')).toHaveCount(0);
  const token = await readStored(student, 'sessionStorage', 'token');
  const early = await student.request.get(`/api/student/assignments/${assignmentId}/feedback`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await early.json()).toMatchObject({ released: false, feedback_items: [], grade: null });

  // The instructor finds the essay on the dashboard and reviews the engine's draft.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const awaiting = admin.getByRole('region', { name: /awaiting review/i });
  // Other files hand in essays at the same time; this one is the demo student's.
  await awaiting.getByRole('link', { name: `Review the essay by Maya Okafor for ${ASSIGNMENT}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/apps/assignments/${assignmentId}/submissions/\\d+$`));
  await expect(admin.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
  await expect(admin.getByText('The engine is drafting feedback…')).toBeHidden({ timeout: 60_000 });
  const cards = admin.getByRole('list', { name: 'Comments on the essay' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);
  // The student will see every highlight the instructor sees but the rejected one, plus the manual one.
  const highlightedIds = (page: Page) =>
    page
      .locator('[data-feedback-id]')
      .evaluateAll((marks) => new Set(marks.map((mark) => mark.getAttribute('data-feedback-id'))).size);
  await expect.poll(() => highlightedIds(admin)).toBeGreaterThan(2);
  const highlighted = await highlightedIds(admin);
  expect(await accessibilityViolations(admin)).toEqual([]);

  // Reject the first comment, reword the second, accept the rest.
  await admin.getByRole('button', { name: 'Reject comment 1', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Reject comment 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await admin.getByRole('button', { name: 'Edit comment 2', exact: true }).click();
  const editForm = admin.getByRole('form', { name: 'Edit comment 2' });
  await editForm.getByLabel('Comment').fill('Say who "everyone" is, and show the reader the evidence.');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Say who "everyone" is, and show the reader the evidence.')).toBeVisible();
  await admin.getByRole('button', { name: 'Accept all pending' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Accept all' }).click();

  // Add the instructor's own comment on text selected in the essay.
  const manual = admin.getByRole('form', { name: 'Add comment on selection' });
  let quote = '';
  // A double-click that lands while the highlights are still settling selects nothing; a person tries again.
  await expect(async () => {
    quote = await selectUncommentedWord(admin, 'Essay by Maya Okafor');
    await expect(manual.getByText(`“${quote}”`)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await manual.getByLabel('Category').selectOption('clarity');
  await manual.getByRole('textbox', { name: /^Comment/ }).fill('Nice, precise wording here.');
  await manual.getByRole('button', { name: 'Add comment' }).click();
  await expect(admin.getByText('Nice, precise wording here.')).toBeVisible();

  await admin.getByRole('tab', { name: 'Grade' }).click();
  await admin.getByLabel('Final grade').fill('84');
  await admin.getByRole('button', { name: 'Release to student' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  await admin
    .getByRole('dialog', { name: 'What Maya Okafor will see' })
    .getByRole('button', { name: 'Close preview' })
    .click();
  await expect(admin.getByText(/Released to the student on/)).toBeVisible();

  // The student reads the released feedback over their essay.
  await student.goto(`/user/feedback/${assignmentId}`);
  await expect(student.getByText('Grade: 84/100', { exact: true })).toBeVisible();
  await expect.poll(() => highlightedIds(student)).toBe(highlighted);
  await expect(
    student.getByText('Say who "everyone" is, and show the reader the evidence.').first(),
  ).toBeAttached();
  expect(await accessibilityViolations(student)).toEqual([]);

  const filters = student.getByRole('group', { name: 'Filter by category' });
  await filters.getByRole('button', { name: /^Clarity \(\d+\)$/ }).click();
  // The filter fades the other categories' highlights in the essay, by a class on it.
  await expect(student.getByRole('region', { name: 'Your essay with feedback' })).toHaveClass(
    /dim-except-clarity/,
  );
  // Every comment is open to read: the instructor's own one shows its 'Show in Essay' at once.
  const list = student.getByRole('region', { name: 'Instructor Feedback' });
  const entry = list.locator('[data-entry-id]').filter({ hasText: quote.slice(0, 20) });
  await entry.getByRole('button', { name: 'Show in Essay' }).click();
  const highlight = student.getByRole('button', { name: new RegExp(`^Comment \\d+: Clarity, “${quote}`) });
  await expect(highlight).toBeFocused();
  await filters.getByRole('button', { name: 'Clear Filter' }).click();

  // A keyboard focus ring on screen, none on paper.
  await highlight.focus();
  await student.keyboard.press('Shift+Tab');
  await student.keyboard.press('Tab');
  await expect(highlight).toBeFocused();
  await expect(highlight).toHaveCSS('outline-style', 'solid');
  await student.emulateMedia({ media: 'print' });
  await expect(highlight).toHaveCSS('outline-style', 'none');
  await expect(student.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Comments' }).locator('xpath=..')).toContainText(quote);
  await expect(student.getByRole('button', { name: 'Print feedback' })).toBeHidden();
  // The printed copy says whose essay it is, for which course and assignment, and from when.
  const details = student.locator('[data-print-details]');
  await expect(details).toBeVisible();
  await expect(details).toContainText('Studentstudent');
  await expect(details).toContainText('CourseWriting the Persuasive Essay');
  await expect(details).toContainText(`Assignment${ASSIGNMENT}`);
  await expect(details).toContainText(/Date\d{1,2} [A-Z][a-z]{2} \d{4}/);
});
