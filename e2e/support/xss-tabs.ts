import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { signIn } from './session';
import { inParallel } from './xss-api';
import { expectNothingRan, recordScriptEffects, type ScriptEffects } from './xss-oracle';

/** Pages wait on the server and on the pause for delayed vectors, so two tabs overlap those waits. */
const TABS = 2;

export interface Viewer {
  context: BrowserContext;
  effects: ScriptEffects;
  /** Tabs with the app loaded, kept from one step to the next. */
  tabs: Page[];
}

/**
 * A browser session for one person, recorders installed. The Content Security Policy would stop
 * inline script on its own and hide a sanitiser's failure from the recorders, so it is bypassed: the
 * sanitising is what is judged. "Remember this device" lets every tab of the session share it.
 */
export async function signedInViewer(
  browser: Browser,
  who: { identifier: string; password: string },
): Promise<Viewer> {
  const context = await browser.newContext({ bypassCSP: true });
  const effects = await recordScriptEffects(context);
  const page = await context.newPage();
  await signIn(page, who, { remember: true });
  await expect(page).toHaveURL(/\/(user|admin)\/dashboard$/);
  return { context, effects, tabs: [page] };
}

/**
 * Goes to `path` the way the app's own links do once the app is loaded in the tab: a full load costs
 * over a second of script start-up here, a route change a fraction of that.
 */
export async function openInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Opens each item's page in one of a few tabs, lets `render` wait for (and count) its content, then
 * checks that nothing ran and nothing script-capable is left in the page.
 */
export async function visitEach<T>(
  viewer: Viewer,
  items: T[],
  render: (page: Page, item: T) => Promise<string>,
): Promise<void> {
  await inParallel(items, TABS, async (item) => {
    const page = viewer.tabs.pop() ?? (await viewer.context.newPage());
    const what = await render(page, item);
    await expectNothingRan(page, viewer.effects, what);
    viewer.tabs.push(page);
  });
}

/** Closes the session's tabs, and with them what the app had cached; the next visit starts afresh. */
export async function closeTabs(viewer: Viewer) {
  await Promise.all(viewer.tabs.splice(0).map((page) => page.close()));
}
