import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { routerPaths } from './support/route-inventory';
import { demo, readStored, signIn } from './support/session';

type Who = 'visitor' | 'admin' | 'student';

interface Screen {
  /** The router's path pattern this screen stands for. */
  route: string;
  url: string;
  /** The level-one heading that says the screen has loaded its data. */
  heading: RegExp | string;
}

const ASSIGNMENT = 'Persuasive Essay: A Change in Your Community';
const COURSE = 'Writing the Persuasive Essay';

/**
 * Runs after the feedback loop, so the demo student has a released essay and the grading, review and
 * feedback screens show real content rather than their empty states.
 */
const SCREENS: Record<Who, Screen[]> = {
  visitor: [
    { route: '/', url: '/', heading: 'Margin' },
    { route: '/auth', url: '/auth', heading: 'Margin' },
    { route: '/auth/login', url: '/auth/login', heading: 'Margin' },
    { route: '/auth/register', url: '/auth/register', heading: 'Margin' },
    {
      route: '/auth/verify-email',
      url: '/auth/verify-email?token=not-a-real-token',
      heading: 'Verification failed',
    },
    { route: '/auth/404', url: '/auth/404', heading: /not found/i },
    { route: '*', url: '/no-such-page', heading: /not found/i },
  ],
  admin: [
    { route: '/apps/user/profile', url: '/apps/user/profile', heading: 'Your profile' },
    { route: '/apps/user/edit-profile', url: '/apps/user/edit-profile', heading: 'Edit profile' },
    { route: '/admin/dashboard', url: '/admin/dashboard', heading: 'Admin Dashboard' },
    { route: '/admin/users', url: '/admin/users', heading: 'All Users' },
    { route: '/admin/pending-users', url: '/admin/pending-users', heading: 'Pending Users' },
    { route: '/admin/apps/courses', url: '/admin/apps/courses', heading: 'Course index' },
    { route: '/admin/courses', url: '/admin/courses', heading: /Courses/ },
    { route: '/admin/apps/courses/create', url: '/admin/apps/courses/create', heading: /Create Course/i },
    { route: '/admin/apps/courses/edit/:id', url: '/admin/apps/courses/edit/1', heading: 'Edit Course' },
    { route: '/admin/apps/courses/details/:id', url: '/admin/apps/courses/details/1', heading: COURSE },
    { route: '/admin/apps/weeks', url: '/admin/apps/weeks', heading: 'Weeks' },
    { route: '/admin/apps/weeks/edit/:id', url: '/admin/apps/weeks/edit/2', heading: /Edit Week/i },
    { route: '/admin/apps/weeks/detail/:id', url: '/admin/apps/weeks/detail/2', heading: /Week 2/ },
    {
      route: '/admin/apps/assignments/:id/submissions',
      url: '/admin/apps/assignments/1/submissions',
      heading: 'Submissions',
    },
    {
      route: '/admin/apps/assignments/:assignmentId/submissions/:submissionId',
      url: 'grading screen of the demo student',
      heading: ASSIGNMENT,
    },
    { route: '/admin/enrollments', url: '/admin/enrollments', heading: 'Enrollments' },
    { route: '/admin/enrollments/create', url: '/admin/enrollments/create', heading: 'New Enrollment' },
    { route: '/admin/logs', url: '/admin/logs', heading: 'System Logs' },
    { route: '/admin/excel-export-demo', url: '/admin/excel-export-demo', heading: 'Excel Export Demo' },
    { route: '/admin/student-analytics', url: '/admin/student-analytics', heading: 'Student Analytics' },
    {
      route: '/admin/feedback-categories',
      url: '/admin/feedback-categories',
      heading: 'Feedback Categories',
    },
  ],
  student: [
    { route: '/apps/user/profile', url: '/apps/user/profile', heading: 'Your profile' },
    { route: '/apps/user/edit-profile', url: '/apps/user/edit-profile', heading: 'Edit profile' },
    { route: '/user/dashboard', url: '/user/dashboard', heading: 'User Dashboard' },
    { route: '/user/courses', url: '/user/courses', heading: 'My Courses' },
    { route: '/user/courses/:id', url: '/user/courses/1', heading: COURSE },
    { route: '/user/weeks/:id', url: '/user/weeks/2?course_id=1', heading: /Week 2/ },
    { route: '/user/assignments/:id', url: '/user/assignments/1', heading: ASSIGNMENT },
    { route: '/user/review/:id', url: '/user/review/1', heading: ASSIGNMENT },
    { route: '/user/feedback/:id', url: '/user/feedback/1', heading: ASSIGNMENT },
    { route: '/user/review-feedback/:id', url: '/user/review-feedback/1', heading: ASSIGNMENT },
  ],
};

/** The demo area has its own router; demo-area.spec.ts runs axe on each of its screens. */
const CHECKED_ELSEWHERE = ['/demo/*'];

async function expectNothingAxeFinds(page: Page, screen: Screen) {
  if (screen.url.startsWith('/')) await page.goto(screen.url);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect({ url: screen.url, found: await accessibilityViolations(page) }).toEqual({
    url: screen.url,
    found: [],
  });
}

test('every route the router declares is checked', () => {
  const checked = new Set([
    ...Object.values(SCREENS)
      .flat()
      .map((screen) => screen.route),
    ...CHECKED_ELSEWHERE,
  ]);
  const declared = new Set(routerPaths());
  expect({ unchecked: [...declared].filter((route) => !checked.has(route)) }).toEqual({ unchecked: [] });
  expect({ gone: [...checked].filter((route) => !declared.has(route)) }).toEqual({ gone: [] });
});

test('the screens of a visitor who is not signed in have no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  for (const screen of SCREENS.visitor) await expectNothingAxeFinds(page, screen);
});

test('every admin screen has no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const screen of SCREENS.admin) {
    if (!screen.url.startsWith('/')) {
      // The grading screen's id is the demo student's latest essay, reached the way an instructor would.
      await page.goto('/admin/apps/assignments/1/submissions');
      await page
        .getByRole('link', { name: /student/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/admin\/apps\/assignments\/1\/submissions\/\d+$/);
    }
    await expectNothingAxeFinds(page, screen);
  }
});

test('every student screen has no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await signIn(page, demo.student);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await readStored(page, 'sessionStorage', 'token')).toBeTruthy();
  for (const screen of SCREENS.student) await expectNothingAxeFinds(page, screen);
});
