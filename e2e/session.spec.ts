import { expect, test } from '@playwright/test';
import { decodePayload, demo, expectSignedOut, readStored, signAccessToken, signIn } from './support/session';

test('without "Remember this device" the session lives in this tab only', async ({ page, browser }) => {
  await signIn(page, demo.student);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await readStored(page, 'sessionStorage', 'token')).toBeTruthy();
  expect(await readStored(page, 'sessionStorage', 'rememberDevice')).toBe('false');
  expect(await readStored(page, 'localStorage', 'token')).toBeNull();

  const next = await browser.newContext({ storageState: await page.context().storageState() });
  const later = await next.newPage();
  await later.goto('/user/dashboard');
  await expectSignedOut(later);
  await next.close();
});

test('with "Remember this device" a new browser context keeps the session', async ({ page, browser }) => {
  await signIn(page, demo.student, { remember: true });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  for (const key of [
    'userId',
    'token',
    'refreshToken',
    'userRole',
    'username',
    'email',
    'rememberDevice',
    'userStatus',
    'emailVerified',
  ]) {
    expect(await readStored(page, 'localStorage', key), key).not.toBeNull();
  }
  expect(await readStored(page, 'localStorage', 'userRole')).toBe('regular');
  expect(await readStored(page, 'sessionStorage', 'token')).toBeNull();

  const next = await browser.newContext({ storageState: await page.context().storageState() });
  const later = await next.newPage();
  await later.goto('/user/dashboard');
  await expect(later.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  await next.close();
});

test('an access token about to expire is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, demo.student, { remember: true });
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  const original = (await readStored(page, 'localStorage', 'token'))!;
  const refreshBefore = await readStored(page, 'localStorage', 'refreshToken');
  const claims = decodePayload(original);
  const nearlyExpired = signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 120 });
  await page.evaluate((token) => localStorage.setItem('token', token), nearlyExpired);

  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/refresh') && response.status() === 200,
  );
  await page.reload();
  await refreshed;
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect.poll(() => readStored(page, 'localStorage', 'refreshToken')).not.toBe(refreshBefore);
  const renewed = (await readStored(page, 'localStorage', 'token'))!;
  expect(renewed).not.toBe(nearlyExpired);
  expect(Number(decodePayload(renewed).exp)).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
});

test('a rejected access token is refreshed once and the request retried', async ({ page }) => {
  await signIn(page, demo.student, { remember: true });
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  const claims = decodePayload((await readStored(page, 'localStorage', 'token'))!);
  // Valid-looking and far from expiry, but signed with the wrong key: the server answers 401.
  const forged = `${signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }).slice(0, -4)}AAAA`;
  await page.evaluate((token) => localStorage.setItem('token', token), forged);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh'));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
});

test('a session that cannot be refreshed ends at the sign-in page', async ({ page }) => {
  await signIn(page, demo.student, { remember: true });
  await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-token');
    localStorage.setItem('refreshToken', 'A'.repeat(43));
  });
  await page.reload();
  await expectSignedOut(page);
});
