import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './support/session';

async function expectNoViolations(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    where: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
  }));
  expect({ path, found }).toEqual({ path, found: [] });
}

test('the admin screens have no accessibility violations axe can find', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const screens: Array<[string, RegExp | string]> = [
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/users', 'All Users'],
    ['/admin/pending-users', 'Pending Users'],
    ['/admin/apps/courses', 'Course index'],
    ['/admin/courses', /Courses/],
    ['/admin/apps/courses/create', /Create Course/i],
    ['/admin/apps/courses/details/1', 'Writing the Persuasive Essay'],
    ['/admin/apps/weeks', 'Weeks'],
    ['/admin/apps/weeks/detail/2', /Week 2/],
    ['/admin/enrollments', 'Enrollments'],
    ['/admin/enrollments/create', 'New Enrollment'],
    ['/admin/logs', 'System Logs'],
    ['/admin/excel-export-demo', 'Excel Export Demo'],
    ['/admin/student-analytics', 'Student Analytics'],
    ['/admin/feedback-categories', 'Feedback Categories'],
  ];
  for (const [path, heading] of screens) await expectNoViolations(page, path, heading);
});

test('the student screens have no accessibility violations axe can find', async ({ page }) => {
  await signIn(page, demo.student);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const screens: Array<[string, RegExp | string]> = [
    ['/user/dashboard', 'User Dashboard'],
    ['/user/courses', 'My Courses'],
    ['/user/courses/1', 'Writing the Persuasive Essay'],
    ['/user/weeks/2?course_id=1', /Week 2/],
    ['/user/assignments/1', /Persuasive Essay/],
  ];
  for (const [path, heading] of screens) await expectNoViolations(page, path, heading);
});
