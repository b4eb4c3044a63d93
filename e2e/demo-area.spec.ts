import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_HOME, DEMO_SCREENS, demoHref } from '../src/client/features/demo/demo-screens';
import { accessibilityViolations } from './support/axe';
import { decodePayload, demo, readStored, signIn } from './support/session';

interface DemoScreen {
  path: string;
  heading: string | RegExp;
  /** Something only the sample data holds, so the screen is known to have answered from it. */
  sample: (page: Page) => Locator;
}

const SCREENS: DemoScreen[] = [
  { path: '/demo', heading: 'UI Showcase', sample: (page) => page.getByText('Suggested grade: 82/100') },
  {
    path: '/demo/dashboard',
    heading: 'User Dashboard',
    sample: (page) => page.getByText('Welcome, Sam Rivera.'),
  },
  {
    path: '/demo/courses',
    heading: 'My Courses',
    sample: (page) => page.getByRole('link', { name: 'Argument and Evidence' }).first(),
  },
  {
    path: '/demo/assignments',
    heading: 'Draft a thesis statement',
    sample: (page) => page.getByText('Free Buses, Fuller Streets').first(),
  },
  {
    path: '/demo/feedback',
    heading: /Body paragraphs/,
    // The essay's highlights: each a button that opens its comment.
    sample: (page) => page.getByRole('button', { name: /^Comment 2: Evidence/ }),
  },
  {
    path: '/demo/admin/dashboard',
    heading: 'Admin Dashboard',
    sample: (page) => page.getByText('sam.student: Draft a thesis statement'),
  },
  {
    path: '/demo/admin/students',
    heading: 'Student Analytics',
    sample: (page) => page.getByText('Mo Writer').first(),
  },
  {
    path: '/demo/admin/grading',
    heading: /Draft a thesis statement|sam\.student/,
    sample: (page) => page.getByText('A fragment: say what free buses do to traffic.'),
  },
  {
    path: '/demo/admin/courses',
    heading: 'Courses',
    sample: (page) => page.getByRole('link', { name: 'Style Workshop', exact: true }),
  },
];

/** A request signed as the demo signs its own: answered by the demo's worker only while it runs. */
function demoStyleRequest(page: Page) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { id: 2, role: 'regular', sid: 'demo', exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.unsigned`;
  return page.evaluate(
    async (bearer) => (await fetch('/api/users/me', { headers: { authorization: bearer } })).status,
    `Bearer ${token}`,
  );
}

const storedToken = async (page: Page) =>
  (await readStored(page, 'sessionStorage', 'token')) ?? (await readStored(page, 'localStorage', 'token'));

test.describe('the demo area', () => {
  test('every screen of the demo router is checked here', () => {
    const declared = [DEMO_HOME, ...DEMO_SCREENS.map(demoHref)].sort();
    expect(SCREENS.map((screen) => screen.path).sort()).toEqual(declared);
  });

  test('every demo screen shows sample data to a visitor who is not signed in, with nothing axe can find', async ({
    page,
  }) => {
    // One load and one axe scan for each demo screen: about 30 s on the usual two-core machine beside
    // the benchmark smoke, and past the usual minute on one half as fast.
    test.setTimeout(SCREENS.length * 10_000);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByText('Demo: sample data, nothing is saved')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
      await expect(screen.sample(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path: screen.path, found: await accessibilityViolations(page) }).toEqual({
        path: screen.path,
        found: [],
      });
    }
    expect(await storedToken(page)).toBeNull();
  });

  test('links inside the demo stay in the demo', async ({ page }) => {
    await page.goto('/demo/dashboard');
    const due = page.getByRole('region', { name: 'Assignments due' });
    await due.getByRole('link', { name: 'Draft a thesis statement' }).click();
    await expect(page).toHaveURL(/\/demo\/assignments$/);
    await expect(page.getByText('Free Buses, Fuller Streets').first()).toBeVisible();
  });

  test('after the demo, signing in shows the real dashboard with real data', async ({ page }) => {
    await page.goto('/demo/feedback');
    await expect(page.getByRole('button', { name: /^Comment 1: / })).toBeVisible();
    expect(await demoStyleRequest(page)).toBe(200);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await signIn(page, demo.student);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('Welcome, Maya Okafor.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Writing the Persuasive Essay' }).first()).toBeVisible();
    await expect(page.getByText('Essay Writing 101')).toHaveCount(0);
    // The session is the real server's: a signed token, not the demo's unsigned one.
    const token = (await storedToken(page)) ?? '';
    expect(decodePayload(token)).toMatchObject({ role: 'regular' });
    expect(token.endsWith('.unsigned')).toBe(false);
    // The worker has stopped: the real server answers even a request shaped like the demo's.
    expect(await demoStyleRequest(page)).toBe(401);
  });

  test('a signed-in student who looks at the demo keeps their own session', async ({ page }) => {
    await signIn(page, demo.student);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    // A fresh load: the product restores its session while the demo's worker is running.
    await page.goto('/demo/admin/dashboard');
    await expect(page.getByText('sam.student: Draft a thesis statement')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('Welcome, Maya Okafor.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Writing the Persuasive Essay' }).first()).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });
});
