import { expect, test } from '@playwright/test';
import { linkToken, readOutbox } from '../test/server/outbox';
import { E2E_DATA_DIR } from './support/server-settings';
import { signIn } from './support/session';

test('a newcomer registers, verifies through the e-mailed link, and lands as a pending student', async ({
  page,
}) => {
  const username = `writer${Date.now()}`;
  const email = `${username}@example.com`;
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/auth\?mode=register$/);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Your name').fill('Robin Writer');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a long enough password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/verification link/i).first()).toBeVisible();

  // Other tests send mail meanwhile: this account's own message is waited for, not the next one.
  const mailTo = () => readOutbox(E2E_DATA_DIR).find((candidate) => candidate.to.includes(email));
  await expect
    .poll(mailTo, { timeout: 10_000, message: 'the verification e-mail is in the outbox' })
    .toBeTruthy();
  const token = linkToken(mailTo()!.body);

  await page.goto(`/auth/verify-email?token=${encodeURIComponent(token)}`);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await page.goto('/auth/login');
  await signIn(page, { identifier: username, password: 'a long enough password' });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByText(/awaiting approval|waiting for approval/i).first()).toBeVisible();
});

test('a newcomer who mistyped the address corrects it in the profile and is verified by its link', async ({
  page,
}) => {
  const username = `typo${Date.now()}`;
  const wrong = `${username}@exmaple.com`;
  const right = `${username}@example.com`;
  await page.goto('/auth/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Your name').fill('Robin Writer');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(wrong);
  await form.getByLabel('Password', { exact: true }).fill('a long enough password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/verification link/i).first()).toBeVisible();

  await page.goto('/auth/login');
  await signIn(page, { identifier: username, password: 'a long enough password' });
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await page.getByRole('link', { name: 'Wrong address? Correct it in your profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile details' });
  await profile.getByLabel('E-mail').fill(right);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText(
    `We sent a confirmation link to ${right}. Your address changes when you open it.`,
  );
  await expect(profile.getByLabel('E-mail')).toHaveValue(wrong);

  const mailTo = () => readOutbox(E2E_DATA_DIR).find((candidate) => candidate.to.includes(right));
  await expect
    .poll(mailTo, { timeout: 10_000, message: 'the confirmation e-mail is in the outbox' })
    .toBeTruthy();
  await page.goto(`/auth/verify-email?token=${encodeURIComponent(linkToken(mailTo()!.body))}`);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByText(`Your e-mail address is now ${right}.`)).toBeVisible();
  await page.goto('/apps/user/profile');
  await expect(page.getByText(right)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('a verification link without a token sends a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto('/auth/verify-email');
  await expect(page).toHaveURL(/\/auth(\/login)?$/);
});

test('a used or forged verification link says so', async ({ page }) => {
  await page.goto(`/auth/verify-email?token=${'x'.repeat(43)}`);
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});
