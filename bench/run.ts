/**
 * Every benchmark of the web product in one run, sharing what they can: one SPA build and one demo site
 * for the bundle and page benchmarks, one seeded school for the API, load and hostile-body benchmarks
 * (the API benchmark only reads, so the submissions of the other two come after it).
 *
 *   npm run bench          # full sizes, about 12 minutes on two cores
 *   npm run bench:smoke    # tiny sizes and one run of each: fails only on errors, never on timing
 *
 * The feedback engine's benchmark needs the evaluation sets and runs on its own: npm run bench:engine.
 */
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchHostile } from './hostile';
import { benchLoad } from './load';
import { benchPage } from './page';
import { isSmoke, machineNote, runMain } from './support/cli';
import { withSiteAndBrowser } from './support/demo-site';
import { openSchool, SCHOOL_SIZES } from './support/seed';
import { prepareSpa } from './support/spa';

/** Both at once: webpack keeps one core busy, seeding the database the other. */
async function prepare(smoke: boolean) {
  const [spa, school] = await Promise.allSettled([
    prepareSpa({ smoke }),
    openSchool(smoke ? SCHOOL_SIZES.smoke : SCHOOL_SIZES.full),
  ]);
  if (spa.status === 'fulfilled' && school.status === 'fulfilled')
    return { spa: spa.value, school: school.value };
  if (spa.status === 'fulfilled') spa.value.remove();
  if (school.status === 'fulfilled') await school.value.dispose();
  throw spa.status === 'rejected' ? spa.reason : (school as PromiseRejectedResult).reason;
}

async function main() {
  const smoke = isSmoke();
  const started = Date.now();
  const lap = (what: string) => console.log(`\n[${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);
  console.log(`${smoke ? 'Smoke run' : 'Benchmarks'} on ${machineNote()}`);

  lap('building the SPA and seeding the school');
  const { spa, school } = await prepare(smoke);
  try {
    lap('bundle: starting the demo site');
    await withSiteAndBrowser(spa.dir, async (site, browser) => {
      await benchBundle(spa, site, browser, { smoke });
      lap('page');
      await benchPage(site, browser, { smoke });
    });
    lap('api');
    await benchApi(school, { smoke });
    lap('load');
    await benchLoad(school, { smoke });
    lap('hostile bodies');
    await benchHostile(school, { smoke });
  } finally {
    spa.remove();
    await school.dispose();
  }
  lap(`done on ${machineNote()}`);
}

runMain(main);
