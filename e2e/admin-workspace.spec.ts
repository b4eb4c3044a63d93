import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './support/session';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

async function expectTrail(page: Page, ...labels: string[]) {
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(labels);
}

test('the admin builds a course with a week, a lesson and an assignment, seeing the trails', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectTrail(page, 'Admin', 'Dashboard');

  await page.goto('/admin/apps/courses');
  await page.getByRole('link', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/courses\/create$/);
  await expectTrail(page, 'Admin', 'Courses', 'Create Course');
  const courseForm = page.getByRole('form', { name: 'Course details' });
  await courseForm.getByRole('button', { name: 'Create course' }).click();
  await expect(courseForm.getByText(/title/i).first()).toBeVisible();
  await courseForm.getByLabel('Title').fill('Argument in Practice');
  await courseForm.getByLabel('Description').fill('Four weeks of claims, evidence and revision.');
  await courseForm.getByRole('button', { name: 'Create course' }).click();

  await expect(page).toHaveURL(/\/admin\/apps\/courses\/details\/\d+$/);
  await expectTrail(page, 'Admin', 'Courses', 'Course Details', 'Argument in Practice');
  const weekForm = page.getByRole('form', { name: 'Add a week' });
  await weekForm.getByLabel('Week number').fill('1');
  await weekForm.getByLabel('Week title').fill('Making a claim');
  await weekForm.getByRole('button', { name: 'Add week' }).click();
  await page
    .getByRole('table', { name: 'Weeks of the course' })
    .getByRole('link', { name: 'Making a claim (Week 1)' })
    .first()
    .click();

  await expect(page).toHaveURL(/\/admin\/apps\/weeks\/detail\/\d+$/);
  await expectTrail(page, 'Admin', 'Weeks', 'Week Detail', 'Argument in Practice', 'Making a claim (Week 1)');

  await page.getByRole('button', { name: 'New lesson' }).click();
  const lessonForm = page.getByRole('form', { name: 'New lesson' });
  await lessonForm.getByLabel('Lesson title').fill('Claims a reader can test');
  const lessonContent = lessonForm.getByRole('textbox', { name: 'Lesson content' });
  await lessonContent.click();
  await lessonContent.fill('A claim names something that could turn out to be wrong.');
  await lessonForm.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('list', { name: 'Lessons in order' })).toContainText(
    'Claims a reader can test',
  );

  await page.getByRole('button', { name: 'New assignment' }).click();
  const assignmentForm = page.getByRole('form', { name: 'New assignment' });
  await assignmentForm.getByLabel('Assignment title').fill('A claim about your street');
  const instructions = assignmentForm.getByRole('textbox', { name: 'Instructions' });
  await instructions.click();
  await instructions.fill('Write one claim and defend it in 200 to 400 words.');
  await assignmentForm.getByLabel('Minimum words').fill('400');
  await assignmentForm.getByLabel('Maximum words').fill('200');
  await assignmentForm.getByRole('button', { name: 'Add assignment' }).click();
  await expect(assignmentForm.getByText(/maximum/i).first()).toBeVisible();
  await assignmentForm.getByLabel('Minimum words').fill('200');
  await assignmentForm.getByLabel('Maximum words').fill('400');
  await assignmentForm.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByRole('table', { name: 'Assignments of the week' })).toContainText(
    'A claim about your street',
  );
});

test('the admin approves the pending user and enrols them, and that user reaches the course', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  // Going elsewhere before the sign-in lands would abandon it.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/pending-users');
  await expectTrail(page, 'Admin', 'Pending Users');
  await page.getByRole('button', { name: 'Approve pending' }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve pending?' });
  await expect(approve).toContainText('They will be told by e-mail.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approve pending' })).toHaveCount(0);
  await expect(page.getByText('pending approved. They will be told by e-mail.')).toBeVisible();

  await page.goto('/admin/enrollments/create');
  await expectTrail(page, 'Admin', 'Enrollments', 'New Enrollment');
  const form = page.getByRole('form', { name: 'New enrollment' });
  await form.getByLabel('Course').selectOption({ label: 'Writing the Persuasive Essay' });
  await form.getByLabel('Search students').fill('pending');
  await form.getByText('Sam Rivera (pending, pending@example.com)').click();
  await form.getByRole('button', { name: 'Enroll students' }).click();
  await expect(page.getByText(/Enrolled 1 student/).first()).toBeVisible();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, demo.pending);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('link', { name: 'Writing the Persuasive Essay' }).first().click();
  await expect(page).toHaveURL(/\/user\/courses\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Writing the Persuasive Essay' })).toBeVisible();
  await expectTrail(page, 'Dashboard', 'My Courses', 'Writing the Persuasive Essay');
});
