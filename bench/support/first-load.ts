import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Session } from './api-client';
import { newContext } from './chromium';

export interface ScriptFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  path: string;
  scripts: ScriptFile[];
  gzipBytes: number;
  bytes: number;
}

/** How long nothing may move on the network before the first load counts as finished. */
const QUIET_MS = 1500;

const CRASH_TITLES = ['Something went wrong', 'Page not found'];

/**
 * Fails unless the page shows its own first-level heading: not the crash or not-found page, and not
 * the spinner of a session being restored. Uncaught errors in the page fail it too.
 */
export async function expectRendered(page: Page, errors: string[]): Promise<void> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: 30_000 });
  const title = (await heading.innerText()).trim();
  if (CRASH_TITLES.includes(title)) throw new Error(`${page.url()} shows "${title}"`);
  if (errors.length > 0) throw new Error(`${page.url()} threw: ${errors.join('; ')}`);
}

/** Resolves once no request has started or ended for `quietMs` (the app's late, lazy fetches included). */
async function networkQuiet(context: BrowserContext, quietMs: number, timeoutMs: number): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${timeoutMs} ms`);
      await sleep(100);
    }
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}

const isScript = (contentType: string | undefined, url: string) =>
  /javascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Opens `path` in a fresh context (nothing cached) and sums the JavaScript the browser fetched until
 * the network was quiet for 1.5 s, each file gzipped here with zlib's default level so that the figure
 * does not depend on how the server compresses.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
  session: Session | null,
): Promise<FirstLoad> {
  const context = await newContext(browser, session);
  const pending: Array<Promise<ScriptFile | null>> = [];
  context.on('response', (response) => {
    if (!isScript(response.headers()['content-type'], response.url())) return;
    pending.push(
      response.body().then(
        (body) => ({
          file: new URL(response.url()).pathname.slice(1),
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        }),
        () => null,
      ),
    );
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const quiet = networkQuiet(context, QUIET_MS, 60_000);
    // Awaited below; a page that fails earlier must not leave this promise's failure unhandled.
    quiet.catch(() => undefined);
    await page.goto(`${baseUrl}${path}`);
    await expectRendered(page, errors);
    // A chart's code is asked for only once its data has arrived: wait for every late fetch.
    await quiet;
    const scripts = (await Promise.all(pending)).filter((script): script is ScriptFile => script !== null);
    return {
      path,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}
