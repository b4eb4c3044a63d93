import type { Browser } from '@playwright/test';
import type { Screen, SIZES } from './screens';

/**
 * Opens a browser tab of the given size that records console errors, uncaught errors and violations of
 * the Content Security Policy; `take` hands over those seen since it was last called.
 */
export async function recordingTab(
  browser: Browser,
  baseURL: string | undefined,
  size: (typeof SIZES)[number],
) {
  const context = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height } });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  const page = await context.newPage();
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  const take = () => {
    const taken = seen;
    seen = [];
    return taken;
  };
  return { context, page, take };
}

/** How Chromium logs an answer of 400 to 499, whatever the page makes of it. */
const REFUSED_CALL = /^Failed to load resource: the server responded with a status of 4\d\d /;

/** The errors a screen may not log: all of them, but the refusal a screen is there to show. */
export const unexpected = (screen: Screen, errors: string[]) =>
  screen.showsRefusal ? errors.filter((error) => !REFUSED_CALL.test(error)) : errors;
