import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import config from '../../playwright.config';
import { type StoredSession, writeSession } from '../../src/client/features/auth/stored-session';
import type { Session } from './api-client';

/** Debian's Chromium with the end-to-end tests' launch options (no calls home on a closed network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...config.use?.launchOptions, headless: true });
}

/** The storage entries the SPA writes after signing in with "Remember this device" (localStorage). */
function storedSessionEntries(session: Session): Array<[string, string]> {
  const entries = new Map<string, string>();
  const storage = {
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  } as unknown as Storage;
  writeSession(storage, {
    userId: session.userId,
    token: session.token,
    refreshToken: session.refreshToken,
    userRole: session.role as StoredSession['userRole'],
    username: session.username,
    email: session.email,
    rememberDevice: true,
    userStatus: 'approved',
    emailVerified: true,
  });
  return [...entries];
}

/**
 * A fresh context (empty cache) that starts signed in as `session` would after the sign-in form: the
 * SPA reads the stored session and restores it (section 4), so no page of the measurement is the form.
 */
export async function newContext(browser: Browser, session: Session | null): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, storedSessionEntries(session));
  }
  return context;
}
