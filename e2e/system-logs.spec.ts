import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './support/session';

/** Auto-refresh asks every 5 s and the browser sends its events every 3 s: well within this. */
const ARRIVES = { timeout: 15_000 };

const records = (page: Page) => page.getByRole('table', { name: 'Log records' });
const rowWith = (page: Page, message: string | RegExp) =>
  records(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: message, exact: true }) });

test('what the admin does in the browser shows in System Logs within seconds', async ({ page }) => {
  // Minutes are the finest a time filter goes; this one starts with the test.
  const startedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/apps/courses/create');
  const form = page.getByRole('form', { name: 'Course details' });
  await form.getByLabel('Title').fill('Logged on the way');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/courses\/details\/\d+$/);
  const courseId = page.url().split('/').at(-1);
  // Opened afresh, so the page asks the server for the course rather than reusing what creating it gave.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Logged on the way' })).toBeVisible();

  // Leaving the page hides it: the browser sends what it still holds on the way out.
  await page.goto(`/admin/logs?from=${encodeURIComponent(startedAt)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Auto-refresh every 5 s' })).toBeChecked();
  // The screen opens on warnings and errors; a sign-in and a course created are routine calls.
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Level' }).locator('option:checked')).toHaveText(
    'Warnings and errors',
  );
  await page.getByText('Show every call').click();
  await expect(page.getByRole('checkbox', { name: 'Show every call' })).toBeChecked();
  await expect(page).toHaveURL(/calls=all/);

  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Browser (web)' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Sign-in and accounts' });
  // Other files sign in at the same time; the admin's own sign-in is among them.
  await expect(
    rowWith(page, 'signIn')
      .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) })
      .first(),
  ).toBeVisible(ARRIVES);

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Course management' });
  await expect(page).toHaveURL(/category=COURSE_MANAGEMENT/);
  const created = rowWith(page, 'createCourse').first();
  await expect(created).toBeVisible(ARRIVES);
  await created.getByRole('button', { name: /^Details of record/ }).click();
  const detail = page.getByRole('dialog', { name: /^Log record \d+$/ });
  await expect(detail.getByRole('region', { name: 'Context' })).toContainText(`"entity_id": ${courseId}`);
  await expect(detail).toContainText('/api/admin/courses');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The server's own record of the same request, by its route and without a query string.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Server (api)' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('POST /api/admin/courses');
  await expect(rowWith(page, 'POST /api/admin/courses 201').first()).toBeVisible(ARRIVES);
  await page.getByRole('searchbox', { name: 'Search' }).fill('/api/admin/courses/:id');
  await expect(rowWith(page, 'GET /api/admin/courses/:id 200').first()).toBeVisible(ARRIVES);
});
