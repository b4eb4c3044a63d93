import { expect, type Page, test } from '@playwright/test';
import { demo, expectSignedOut, readStored, signIn } from './support/session';

test.describe('signing in lands each demo account where the specification says', () => {
  test('the admin lands on the admin dashboard', async ({ page }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Administrator').first()).toBeVisible();
  });

  test('the enrolled student lands on the user dashboard', async ({ page }) => {
    await signIn(page, demo.student);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
    await expect(page.getByText('You are not enrolled in any courses.')).toHaveCount(0);
  });

  test('the newcomer without an enrollment sees the not-enrolled message', async ({ page }) => {
    await signIn(page, demo.newcomer);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(
      page.getByText('You are not enrolled in any courses. Please contact your administrator.'),
    ).toBeVisible();
  });

  test('the pending student lands on the user dashboard and is told the account awaits approval', async ({
    page,
  }) => {
    await signIn(page, demo.pending);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText(/awaiting approval|waiting for approval/i).first()).toBeVisible();
  });

  test('the unverified student is asked to check their e-mail, without a redirect loop', async ({ page }) => {
    await signIn(page, demo.unverified);
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByRole('heading', { name: /check your e-mail/i })).toBeVisible();
    await page.getByRole('button', { name: /resend/i }).click();
    await expect(page.getByText(/on its way/i).first()).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
  });

  test('a wrong password shows the server message and keeps the user on the form', async ({ page }) => {
    await signIn(page, { identifier: 'student', password: 'not-the-password' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect username, e-mail or password.' }),
    ).toBeVisible();
    await expectSignedOut(page);
  });
});

test.describe('guards', () => {
  test('a student opening /admin/dashboard is sent to their own dashboard', async ({ page }) => {
    await signIn(page, demo.student);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('the return URL brings a signed-out visitor back after sign-in', async ({ page }) => {
    await page.goto('/apps/user/profile');
    await expectSignedOut(page);
    await signIn(page, demo.student);
    await expect(page).toHaveURL(/\/apps\/user\/profile$/);
  });

  test('an unknown path shows the not-found page and / goes to sign-in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await page.goto('/');
    await expectSignedOut(page);
  });
});

test('logging out clears every stored value and drafts', async ({ page }) => {
  await signIn(page, demo.student, { remember: true });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.evaluate(() => localStorage.setItem('assignment_draft_1', '<p>draft</p>'));
  await page
    .getByRole('button', { name: /account menu|student/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await expectSignedOut(page);
  for (const key of ['token', 'refreshToken', 'userId', 'assignment_draft_1']) {
    expect(await readStored(page, 'localStorage', key)).toBeNull();
    expect(await readStored(page, 'sessionStorage', key)).toBeNull();
  }
});

/** What the page's global stylesheet sets: a design token, the reset, and how many rules declare tokens. */
const globalStyles = (page: Page) =>
  page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    return {
      fg: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-fg').trim(),
      bodyMargin: getComputedStyle(document.body).margin,
      tokenRules: rules.filter((rule) => rule.cssText.includes('--chakra-colors-fg:')).length,
    };
  });

test('both pages bring the global styles with them, and the app started by the sign-in page adds none', async ({
  page,
}) => {
  const once = { fg: expect.stringMatching(/\S/), bodyMargin: '0px', tokenRules: 1 };
  await page.goto('/auth/login');
  expect(await globalStyles(page)).toEqual(once);
  await signIn(page, demo.student);
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  expect(await globalStyles(page)).toEqual(once);
  // A reload is the app's own page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  expect(await globalStyles(page)).toEqual(once);
});

test.describe('the sign-in page before and after its script', () => {
  test('is painted from its HTML, with a button that cannot send the form until the script runs', async ({
    browser,
    request,
  }) => {
    const served = await (await request.get('/auth/login')).text();
    // The policy refuses style attributes in markup, and every style element must carry the nonce.
    expect(served).not.toMatch(/<[^>]+ style="/);
    const nonce = served.match(/<meta name="csp-nonce" content="([^"]+)"/)?.[1];
    expect(served.match(/<style[^>]*>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScript.newPage();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Margin' })).toBeVisible();
    await expect(page.getByText('A place to teach writing.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel(/Username or e-mail/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Remember this device' })).toBeVisible();
    await withoutScript.close();
  });

  test('is taken over by its script without a mismatch or a policy violation', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/auth/login');
    await expect(
      page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }),
    ).toBeEnabled();
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
