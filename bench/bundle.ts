/**
 * The JavaScript each page makes the browser fetch on a first visit, gzipped, and the files of each
 * lazily loaded area. Target: the sign-in page at most 170 KB gzipped (KB = 1,024 bytes).
 *
 *   npx tsx bench/bundle.ts [--smoke]
 *
 * Builds the SPA into a temporary folder (or reads BENCH_SPA_DIR, with BENCH_SPA_STATS for the areas),
 * serves it from the real server on a free port and loads each page in Chromium.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { isSmoke, kb, machineNote, runMain } from './support/cli';
import { type DemoSite, withSiteAndBrowser } from './support/demo-site';
import { type FirstLoad, measureFirstLoad } from './support/first-load';
import { prepareSpa, type SpaBuild } from './support/spa';
import { printTable } from './table';

const SIGN_IN_TARGET_KB = 170;

/** Without the content hash; a development build's long path-like names are cut to their start. */
function shortName(file: string): string {
  const name = file.replace(/\.[0-9a-f]{16,}(?=\.js$)/, '');
  return name.length > 40 ? `${name.slice(0, 37)}…` : name;
}

function pagesOf(site: DemoSite) {
  const { student, admin, assignmentId } = site;
  return [
    { label: 'sign-in', path: '/auth/login', session: null },
    { label: 'student dashboard', path: '/user/dashboard', session: student },
    { label: 'essay editor', path: `/user/assignments/${assignmentId}`, session: student },
    { label: 'feedback viewer', path: `/user/feedback/${assignmentId}`, session: student },
    { label: 'admin dashboard', path: '/admin/dashboard', session: admin },
    { label: 'student analytics', path: '/admin/student-analytics', session: admin },
    { label: 'demo area', path: '/demo', session: null },
  ];
}

function printAreas(spa: SpaBuild): void {
  if (!spa.chunkGroups) {
    console.log('\n(no webpack stats for the given build: set BENCH_SPA_STATS for the chunks per area)');
    return;
  }
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(spa.dir, file))).length;
  const rows = Object.entries(spa.chunkGroups).map(([area, group]) => {
    const files = group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
    const sizes = files.map((file) => ({ file, gzip: gzipOf(file) }));
    return [
      area,
      kb(sizes.reduce((sum, size) => sum + size.gzip, 0)),
      sizes.map((size) => `${shortName(size.file)} ${kb(size.gzip)}`).join(', '),
    ];
  });
  printTable(
    'Chunks per area (what loading the area fetches, shared chunks included; gzip KB)',
    ['area', 'gzip KB', 'files (gzip KB)'],
    rows,
  );
}

/** The smoke run opens one page of each kind: signed out, signed in, and the largest area. */
const SMOKE_PAGES = new Set(['sign-in', 'student dashboard', 'demo area']);

/** Measures the pages against a running site; throws when a page does not render. */
export async function benchBundle(
  spa: SpaBuild,
  site: DemoSite,
  browser: Browser,
  { smoke }: { smoke: boolean },
): Promise<void> {
  const loads: Array<FirstLoad & { label: string }> = [];
  for (const page of pagesOf(site).filter((candidate) => !smoke || SMOKE_PAGES.has(candidate.label))) {
    loads.push({
      label: page.label,
      ...(await measureFirstLoad(browser, site.baseUrl, page.path, page.session)),
    });
    site.assertAlive();
  }
  const largest = loads.reduce((top, load) => (load.gzipBytes > top.gzipBytes ? load : top));
  printTable(
    `First load: JavaScript fetched until the network is quiet (${spa.mode} build; gzip -6, KB = 1,024 bytes)`,
    ['page', 'path', 'files', 'KB', 'gzip KB', 'target'],
    loads.map((load) => [
      load === largest ? `${load.label} (largest)` : load.label,
      load.path,
      load.scripts.length,
      kb(load.bytes),
      kb(load.gzipBytes),
      load.path === '/auth/login' ? `<= ${SIGN_IN_TARGET_KB}` : '',
    ]),
  );
  const signIn = loads[0];
  printTable(
    'Sign-in page, file by file',
    ['file', 'KB', 'gzip KB'],
    signIn.scripts.map((script) => [shortName(script.file), kb(script.bytes), kb(script.gzipBytes)]),
  );
  printAreas(spa);
}

async function main() {
  console.log(`Bundle benchmark on ${machineNote()}`);
  const spa = await prepareSpa({ smoke: isSmoke() });
  try {
    await withSiteAndBrowser(spa.dir, (site, browser) =>
      benchBundle(spa, site, browser, { smoke: isSmoke() }),
    );
  } finally {
    spa.remove();
  }
}

if (require.main === module) runMain(main);
