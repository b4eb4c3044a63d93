import { expect, type Page } from '@playwright/test';

export type Who = 'visitor' | 'admin' | 'student';

export interface Screen {
  /** The router's path pattern this screen stands for. */
  route: string;
  /** Where to go; `:submissionId` is the demo student's latest essay, known only once it exists. */
  url: string;
  /** The level-one heading that says the screen has loaded its data. */
  heading: RegExp | string;
  /**
   * The screen shows how the server refused one of its calls (a made-up token), and the browser logs
   * every refused call as an error of its own.
   */
  showsRefusal?: true;
}

const ASSIGNMENT = 'Persuasive Essay: A Change in Your Community';
const COURSE = 'Writing the Persuasive Essay';

/** Every signed-in person's own profile screens. */
const PROFILE: Screen[] = [
  { route: '/apps/user/profile', url: '/apps/user/profile', heading: 'Your profile' },
  { route: '/apps/user/edit-profile', url: '/apps/user/edit-profile', heading: 'Edit profile' },
];

export const GRADING_URL = '/admin/apps/assignments/1/submissions/:submissionId';

/**
 * Every screen of the router, for whoever may see it, on the demo data once the demo student's essay
 * has been released: the grading, review and feedback screens show real content, not empty states.
 */
export const SCREENS: Record<Who, Screen[]> = {
  visitor: [
    { route: '/', url: '/', heading: 'Margin' },
    { route: '/auth', url: '/auth', heading: 'Margin' },
    { route: '/auth/login', url: '/auth/login', heading: 'Margin' },
    { route: '/auth/register', url: '/auth/register', heading: 'Margin' },
    {
      route: '/auth/verify-email',
      url: '/auth/verify-email?token=not-a-real-token',
      heading: 'Verification failed',
      showsRefusal: true,
    },
    { route: '/auth/404', url: '/auth/404', heading: /not found/i },
    { route: '/join/:code', url: '/join/ABCD2345', heading: 'Join a course on Margin' },
    {
      route: '/auth/accept-invite',
      url: '/auth/accept-invite?token=not-a-real-token',
      heading: 'Choose your password',
    },
    { route: '*', url: '/no-such-page', heading: /not found/i },
  ],
  admin: [
    ...PROFILE,
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
      route: '/admin/apps/assignments/:id/submissions/:submissionId',
      url: GRADING_URL,
      heading: ASSIGNMENT,
    },
    { route: '/admin/enrollments', url: '/admin/enrollments', heading: 'Enrollments' },
    { route: '/admin/enrollments/create', url: '/admin/enrollments/create', heading: 'New Enrollment' },
    { route: '/admin/logs', url: '/admin/logs', heading: 'System Logs' },
    { route: '/admin/lti', url: '/admin/lti', heading: 'LMS connections' },
    // A deep-linking request exists only after a launch from an LMS (lti-launch.spec.ts checks the picker
    // inside the LMS's frame); here, one that has ended.
    {
      route: '/admin/lti/content/:id',
      url: '/admin/lti/content/999999',
      heading: 'This request has ended',
      showsRefusal: true,
    },
    { route: '/admin/excel-export-demo', url: '/admin/excel-export-demo', heading: 'Excel Export Demo' },
    { route: '/admin/student-analytics', url: '/admin/student-analytics', heading: 'Student Analytics' },
    {
      route: '/admin/feedback-categories',
      url: '/admin/feedback-categories',
      heading: 'Feedback Categories',
    },
    { route: '/admin/comment-bank', url: '/admin/comment-bank', heading: 'Comment Bank' },
  ],
  student: [
    ...PROFILE,
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

/** The demo area (route '/demo/*'): its own router, every screen of it, seen by a visitor. */
export const DEMO_SCREENS: Screen[] = [
  { route: '/demo/*', url: '/demo', heading: 'UI Showcase' },
  { route: '/demo/*', url: '/demo/dashboard', heading: 'User Dashboard' },
  { route: '/demo/*', url: '/demo/courses', heading: 'My Courses' },
  { route: '/demo/*', url: '/demo/assignments', heading: 'Draft a thesis statement' },
  { route: '/demo/*', url: '/demo/feedback', heading: /Body paragraphs/ },
  { route: '/demo/*', url: '/demo/admin/dashboard', heading: 'Admin Dashboard' },
  { route: '/demo/*', url: '/demo/admin/students', heading: 'Student Analytics' },
  { route: '/demo/*', url: '/demo/admin/grading', heading: /Draft a thesis statement|sam\.student/ },
  { route: '/demo/*', url: '/demo/admin/courses', heading: 'Courses' },
];

/** Screens that draw feedback highlights over an essay. */
export const HIGHLIGHTED_URLS = new Set([
  GRADING_URL,
  '/user/feedback/1',
  '/user/review-feedback/1',
  '/demo/feedback',
  '/demo/admin/grading',
]);

export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Shows `url`. Signed in, the way a click on one of the app's links would: the router follows the
 * history change, so the app does not start again for every screen. A visitor's screens are loaded,
 * since the sign-in addresses are a page of their own, and so is the first screen of the demo area,
 * which starts its own network.
 */
export async function visit(page: Page, url: string, how: 'load' | 'in-app' = 'in-app'): Promise<void> {
  const inDemo = (address: string) => /^\/demo(\/|$)/.test(new URL(address, 'http://host').pathname);
  const shown = page.url();
  if (how === 'load' || shown === 'about:blank' || inDemo(shown) !== inDemo(url)) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits until `screen` has loaded its data and drawn what the tests look at. */
export async function settle(page: Page, screen: Screen): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Parts of a screen (charts, tables) load after its heading, each behind a spinner until it has.
  await expect(page.locator('[role="status"] .chakra-spinner')).toHaveCount(0, { timeout: 20_000 });
  if (HIGHLIGHTED_URLS.has(screen.url)) {
    // The essay draws its highlights a moment after its text (section 9), and again when its comments or
    // their categories arrive anew: measure once the same highlights have stayed for half a second.
    const marks = page.locator('mark[data-feedback-id]');
    let before = -1;
    await expect
      .poll(
        async () => {
          const count = await marks.count();
          const steady = count > 0 && count === before;
          before = count;
          return steady;
        },
        { intervals: [500], timeout: 20_000 },
      )
      .toBe(true);
  }
}
