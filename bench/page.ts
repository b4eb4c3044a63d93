/**
 * Largest contentful paint and total blocking time of the sign-in page and of the student's feedback
 * viewer, in Chromium slowed to a mid-range phone: 4x CPU slowdown, 9 Mbps and 100 ms round trips.
 * Every run is a first visit (empty cache); the tables give the median. Target: LCP at most 1.5 s.
 *
 *   npx tsx bench/page.ts [--smoke]
 */
import type { Browser, Page } from '@playwright/test';
import { median } from './stats';
import type { Session } from './support/api-client';
import { newContext } from './support/chromium';
import { isSmoke, machineNote, ms, runMain } from './support/cli';
import { type DemoSite, releaseDemoEssay, withSiteAndBrowser } from './support/demo-site';
import { expectRendered } from './support/first-load';
import { prepareSpa } from './support/spa';
import { printTable } from './table';

const CPU_SLOWDOWN = 4;
const NETWORK = { latencyMs: 100, megabitsPerSecond: 9 };
const LCP_TARGET_MS = 1500;
/** The end of the measured window: once the network has been quiet this long the page has settled. */
const SETTLED_MS = 2000;
const FULL_RUNS = 7;

interface PaintTimes {
  fcp: number;
  lcp: number;
  tbt: number;
  longTasks: number;
}

/**
 * Collects paint and long-task entries from the first moment of the page (an init script), so the
 * observers miss nothing; the buffered flag also hands over entries queued before they started.
 */
function observePaints() {
  const record = { fcp: 0, lcp: 0, longTasks: [] as Array<{ start: number; duration: number }> };
  (window as unknown as { __paints: typeof record }).__paints = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function settle(page: Page): Promise<void> {
  let last = Date.now();
  const moved = () => {
    last = Date.now();
  };
  page.on('request', moved);
  page.on('requestfinished', moved);
  const deadline = Date.now() + 60_000;
  while (Date.now() - last < SETTLED_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()} never settled`);
    await page.waitForTimeout(200);
  }
  page.off('request', moved);
  page.off('requestfinished', moved);
}

/** One first visit under the slowdowns: FCP, LCP, and TBT counted from FCP until the page settled. */
async function visit(
  browser: Browser,
  url: string,
  session: Session | null,
  rendered: (page: Page) => Promise<void>,
) {
  const context = await newContext(browser, session);
  try {
    await context.addInitScript(observePaints);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    const bytesPerSecond = (NETWORK.megabitsPerSecond * 1_000_000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await page.goto(url);
    await expectRendered(page, errors);
    await rendered(page);
    await settle(page);
    const end = await page.evaluate(() => performance.now());
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            __paints: { fcp: number; lcp: number; longTasks: Array<{ start: number; duration: number }> };
          }
        ).__paints,
    );
    const blocking = record.longTasks.filter((task) => task.start >= record.fcp && task.start < end);
    return {
      fcp: record.fcp,
      lcp: record.lcp,
      tbt: blocking.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: blocking.length,
    } satisfies PaintTimes;
  } finally {
    await context.close();
  }
}

/** Releases the demo student's essay, then measures both pages; throws when one does not render. */
export async function benchPage(
  site: DemoSite,
  browser: Browser,
  { smoke }: { smoke: boolean },
): Promise<void> {
  const comments = await releaseDemoEssay(site, smoke ? 0 : 240_000);
  const pages = [
    { label: 'sign-in', path: '/auth/login', session: null, rendered: async () => {} },
    {
      label: `feedback viewer (${comments} comments)`,
      path: `/user/feedback/${site.assignmentId}`,
      session: site.student,
      rendered: (page: Page) =>
        page
          .getByText(/84\/100/)
          .first()
          .waitFor({ timeout: 30_000 }),
    },
  ];
  const runs = smoke ? 1 : FULL_RUNS;
  const rows = [];
  for (const page of pages) {
    const times: PaintTimes[] = [];
    for (let run = 0; run < runs; run += 1) {
      times.push(await visit(browser, `${site.baseUrl}${page.path}`, page.session, page.rendered));
      site.assertAlive();
    }
    const lcp = times.map((time) => time.lcp);
    rows.push([
      page.label,
      ms(median(times.map((time) => time.fcp))),
      ms(median(lcp)),
      `${ms(Math.min(...lcp))}-${ms(Math.max(...lcp))}`,
      ms(median(times.map((time) => time.tbt))),
      median(times.map((time) => time.longTasks)),
      `LCP <= ${LCP_TARGET_MS}`,
    ]);
  }
  printTable(
    `First visit, median of ${runs} run(s): ${CPU_SLOWDOWN}x CPU slowdown, ${NETWORK.megabitsPerSecond} Mbps, ${NETWORK.latencyMs} ms latency (ms)`,
    ['page', 'FCP', 'LCP', 'LCP range', 'TBT', 'long tasks', 'target'],
    rows,
  );
}

async function main() {
  console.log(`Page benchmark on ${machineNote()}`);
  const spa = await prepareSpa({ smoke: isSmoke() });
  try {
    await withSiteAndBrowser(spa.dir, (site, browser) => benchPage(site, browser, { smoke: isSmoke() }));
  } finally {
    spa.remove();
  }
}

if (require.main === module) runMain(main);
