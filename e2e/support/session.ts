import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './server-settings';

export const demo = {
  admin: { identifier: 'admin', password: 'admin-demo-pass' },
  student: { identifier: 'student', password: 'student-demo-pass' },
  newcomer: { identifier: 'newcomer', password: 'newcomer-demo-pass' },
  pending: { identifier: 'pending', password: 'pending-demo-pass' },
  unverified: { identifier: 'unverified', password: 'unverified-demo-pass' },
} as const;

export async function signIn(
  page: Page,
  who: { identifier: string; password: string },
  options: { remember?: boolean } = {},
) {
  if (!page.url().includes('/auth')) await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username or e-mail').fill(who.identifier);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  if (options.remember) await form.getByText('Remember this device').click();
  await form.getByRole('button', { name: 'Sign in' }).click();
}

export type StorageArea = 'localStorage' | 'sessionStorage';

export const readStored = (page: Page, area: StorageArea, key: string) =>
  page.evaluate(
    ([storageArea, storageKey]) => window[storageArea as StorageArea].getItem(storageKey),
    [area, key],
  );

export async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/auth(\/login)?(\?|$)/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

/** Signs a token the way the server does, for the test that needs one about to expire. */
export function signAccessToken(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', E2E_JWT_SECRET).update(body).digest('base64url')}`;
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}
