import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { callJson, signIn as signInByApi } from '../../bench/support/api-client';
import { launchChromium } from '../../bench/support/chromium';
import { releaseDemoEssay, startDemoSite } from '../../bench/support/demo-site';
import { repoRoot } from '../../bench/support/paths';
import { ensureSpaBuild } from '../../src/server/spa-build';
import type { AdminSubmissionSummary } from '../../src/shared/contract';
import { recordingTab, unexpected } from './recording-tab';
import { DEMO_SCREENS, GRADING_URL, SCREENS, type Screen, SIZES, settle, visit, type Who } from './screens';
import { demo, signIn } from './session';

/**
 * `npm run screenshots [folder]`: every screen of the router for a visitor, the admin and the student,
 * and every demo screen, at a phone's size and a desktop's, as full-page PNGs in `screenshots/` (or the
 * folder given), named size/who/address. The real server runs on a scratch database with the demo
 * data and the demo student's essay released, serving its own build of the SPA. `--server <address>`
 * photographs a server already running on such data instead. Console errors, uncaught errors and CSP
 * violations are printed under the screen that logged them.
 */
const args = process.argv.slice(2);
const serverAt = args.indexOf('--server');
const givenServer = serverAt >= 0 ? args.splice(serverAt, 2)[1] : undefined;
const out = path.resolve(args[0] ?? path.join(repoRoot, 'screenshots'));
// Beside webpack's cache, so the end-to-end tests' build in dist/ is left alone.
const spaDir = path.join(repoRoot, 'node_modules/.cache/margin-screenshots-spa');

const fileNameOf = (url: string) => url.replace(/^\//, '').replace(/[/?=&:]+/g, '_') || 'root';

interface Shot {
  who: Who;
  screens: Screen[];
  gradingPath: string;
}

async function shoot(browser: Browser, baseURL: string, { who, screens, gradingPath }: Shot) {
  for (const size of SIZES) {
    const { context, page, take } = await recordingTab(browser, baseURL, size);
    if (who !== 'visitor') {
      await page.goto('/auth/login');
      await signIn(page, demo[who]);
      await page.waitForURL(/\/dashboard$/);
    }
    for (const screen of screens) {
      const url = screen.url === GRADING_URL ? gradingPath : screen.url;
      try {
        await visit(page, url, who === 'visitor' && !url.startsWith('/demo') ? 'load' : 'in-app');
        await settle(page, screen);
        const file = path.join(out, size.name, who, `${fileNameOf(url)}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(`  ${path.relative(process.cwd(), file)}`);
        // A console error or a CSP violation is a fault even when the picture looks right.
        for (const error of unexpected(screen, take())) console.error(`    console: ${error}`);
      } catch (error) {
        console.error(`  ${size.name} ${who} ${url}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
  }
}

/** The grading screen of the demo student's essay. */
async function gradingPathOn(baseUrl: string): Promise<string> {
  const admin = await signInByApi(baseUrl, 'admin', 'admin-demo-pass');
  const rows = await callJson<AdminSubmissionSummary[]>(baseUrl, 'GET', '/admin/assignments/1/submissions', {
    token: admin.token,
  });
  const essay = rows.find((row) => row.student_name === 'Maya Okafor');
  if (!essay) throw new Error('the demo student has no essay to grade');
  return GRADING_URL.replace(':submissionId', String(essay.id));
}

async function photograph(baseUrl: string) {
  const gradingPath = await gradingPathOn(baseUrl);
  const browser = await launchChromium();
  try {
    const shots: Shot[] = [
      { who: 'visitor', screens: [...SCREENS.visitor, ...DEMO_SCREENS], gradingPath },
      { who: 'admin', screens: SCREENS.admin, gradingPath },
      { who: 'student', screens: SCREENS.student, gradingPath },
    ];
    for (const shot of shots) await shoot(browser, baseUrl, shot);
  } finally {
    await browser.close();
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  if (givenServer) {
    await photograph(givenServer);
  } else {
    ensureSpaBuild(spaDir, (message) => console.log(message));
    const site = await startDemoSite(spaDir);
    try {
      console.log('Releasing the demo student’s essay (the engine drafts its comments first)…');
      await releaseDemoEssay(site, 120_000);
      await photograph(site.baseUrl);
    } finally {
      await site.stop();
    }
  }
  console.log(`Screenshots in ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
