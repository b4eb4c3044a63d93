import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from './support/session';

const CHARTS = [
  'Submissions over time',
  'Grade distribution',
  'Feedback by category and severity',
  'Suggested against final grade',
];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

async function openAnalytics(page: Page) {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/student-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Analytics' })).toBeVisible();
}

test('Student Analytics draws the demo course and narrows to a course and a week', async ({ page }) => {
  await openAnalytics(page);
  for (const chart of CHARTS) {
    await expect(page.getByRole('heading', { level: 2, name: chart })).toBeVisible();
  }
  const courses = page.getByRole('table', { name: 'Courses' });
  await expect(courses.getByRole('cell', { name: 'Writing the Persuasive Essay' })).toBeVisible();
  // The demo holds no released essays yet, so each chart says so instead of drawing empty axes.
  const grades = page.getByRole('region', { name: 'Grade distribution' });
  await expect(
    grades.locator('svg.recharts-surface').or(grades.getByText('No released grades yet')),
  ).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Course' })
    .selectOption({ label: 'Writing the Persuasive Essay' });
  await expect(page).toHaveURL(/[?&]course=\d+/);
  const week = page.getByRole('combobox', { name: 'Week' });
  await expect(week).toBeEnabled();
  await week.selectOption({ index: 2 });
  await expect(page).toHaveURL(/[?&]course=\d+&week=\d+/);
  await expect(courses.getByRole('row')).toHaveCount(2);
  await expect(courses.getByRole('cell', { name: 'Writing the Persuasive Essay' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Week' })).not.toHaveValue('');
});

test('the charts draw in the browser once there are grades and feedback', async ({ page }) => {
  // The demo has nothing released; the server's own answer is filled in with a term's worth of results.
  await page.route('**/api/admin/analytics**', async (route) => {
    const answer = await (await route.fetch()).json();
    const grades = [58, 64, 72, 75, 81, 88, 93];
    answer.submissions_over_time = answer.submissions_over_time.map((day: object, index: number) => ({
      ...day,
      count: index % 3,
    }));
    answer.grade_distribution = answer.grade_distribution.map((bucket: { min: number; max: number }) => ({
      ...bucket,
      count: grades.filter((grade) => grade >= bucket.min && grade <= bucket.max).length,
    }));
    answer.feedback_by_category = [
      { category: 'grammar', severity: 'medium', total: 5, accepted: 3 },
      { category: 'evidence', severity: 'high', total: 2, accepted: 2 },
    ];
    answer.suggested_vs_final = grades.map((final, index) => ({
      submission_id: index + 1,
      suggested: final - 2,
      final,
    }));
    await route.fulfill({ json: answer });
  });
  await openAnalytics(page);
  for (const chart of CHARTS) {
    // The drawing is one picture with a spoken summary; the chart's own SVG sits inside it.
    const figure = page.getByRole('region', { name: chart }).locator('[role="img"]');
    await expect(figure).toHaveAttribute('aria-label', /\d/);
    await expect(figure.locator('svg.recharts-surface')).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Grade distribution' }).locator('.recharts-bar-rectangle'),
  ).toHaveCount(5);
  await expect(
    page.getByRole('region', { name: 'Suggested against final grade' }).locator('.recharts-reference-line'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The dashboard draws the same answer's last two weeks and grades.
  await page.goto('/admin/dashboard');
  const trends = page.getByRole('region', { name: 'Trends' });
  for (const chart of ['Submissions, last 14 days', 'Grade distribution']) {
    await expect(trends.getByRole('region', { name: chart }).locator('svg.recharts-surface')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await expectNoAxeViolations(page);
});
