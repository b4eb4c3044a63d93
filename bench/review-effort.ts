/**
 * `npm run bench:review`: what a review of one essay costs the instructor's hands, with the keyboard
 * alone and with the mouse, on the grading screen at 1440×900. The demo essay (348 words, about a dozen
 * drafted comments, the five-criterion rubric) is reviewed twice the same way: every comment decided
 * (every fourth rejected, the rest accepted), a level chosen on each criterion, the review saved. The
 * engine drafts again between the runs, so both start from the same pending comments.
 *
 * Counted: key presses; pointer moves (one to each thing clicked); wheel scrolls (one each time the
 * thing to click was out of view); and the time the run took in the browser.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from '@playwright/test';
import { ensureSpaBuild } from '../src/server/spa-build';
import type { AdminSubmissionDetail } from '../src/shared/contract';
import { callJson } from './support/api-client';
import { launchChromium } from './support/chromium';
import { isSmoke, machineNote, runMain } from './support/cli';
import { startDemoSite } from './support/demo-site';
import { essayHtml } from './support/essay';
import { repoRoot } from './support/paths';
import { printTable } from './table';

interface Effort {
  keys: number;
  pointerMoves: number;
  scrolls: number;
  clicks: number;
  ms: number;
}

/** Acts on the page as a person would, counting every key and every reach for the mouse. */
function countingHands(page: Page) {
  const effort: Effort = { keys: 0, pointerMoves: 0, scrolls: 0, clicks: 0, ms: 0 };
  return {
    effort,
    async press(key: string, times = 1) {
      for (let n = 0; n < times; n += 1) {
        await page.keyboard.press(key);
        effort.keys += 1;
      }
    },
    /** Tab until the focus is where the person is going, as they would watch it move. */
    async tabTo(arrived: (element: Element | null, wanted: string) => boolean, wanted: string, what: string) {
      const seen: string[] = [];
      for (let presses = 0; presses < 40; presses += 1) {
        const here = await page.evaluateHandle(() => document.activeElement);
        const done = await here.evaluate(arrived, wanted);
        seen.push(await here.evaluate((element) => element?.textContent?.slice(0, 30) ?? 'nothing'));
        await here.dispose();
        if (done) return;
        await page.keyboard.press('Tab');
        effort.keys += 1;
      }
      throw new Error(`Tab never reached ${what}: ${seen.join('\n')}`);
    },
    async click(target: Locator) {
      if (!(await target.isVisible()) || !(await inViewport(target))) effort.scrolls += 1;
      await target.scrollIntoViewIfNeeded();
      await target.click();
      effort.pointerMoves += 1;
      effort.clicks += 1;
    },
  };
}

const inViewport = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

const decisionOf = (place: number) => (place % 4 === 0 ? 'Reject' : 'Accept');

async function reviewWithKeyboard(page: Page, comments: number, criteria: number[]): Promise<Effort> {
  const hands = countingHands(page);
  const started = Date.now();
  await hands.press('j');
  for (let place = 1; place <= comments; place += 1)
    await hands.press(decisionOf(place) === 'Reject' ? 'r' : 'a');
  // G puts the focus on the first criterion's first level; Space chooses the level that has the focus.
  await hands.press('g');
  for (const criterion of criteria) {
    await hands.tabTo(
      (element, wanted) =>
        element?.getAttribute('type') === 'radio' &&
        element.closest('[data-criterion]')?.getAttribute('data-criterion') === wanted,
      String(criterion),
      `criterion ${criterion}`,
    );
    await hands.press('Space');
  }
  // On to the grade, which follows the rubric; Enter in it saves the form.
  await hands.tabTo((element, wanted) => element?.getAttribute('name') === wanted, 'grade', 'the grade');
  await hands.press('Enter');
  await page.getByText('Saved without releasing.', { exact: false }).waitFor();
  hands.effort.ms = Date.now() - started;
  return hands.effort;
}

async function reviewWithMouse(page: Page, comments: number, criteria: number[]): Promise<Effort> {
  const hands = countingHands(page);
  const started = Date.now();
  for (let place = 1; place <= comments; place += 1) {
    const card = page.getByRole('listitem', { name: `Comment ${place}`, exact: true });
    await hands.click(
      card.getByRole('button', { name: `${decisionOf(place)} comment ${place}`, exact: true }),
    );
  }
  await hands.click(page.getByRole('tab', { name: 'Grade' }));
  const form = page.getByRole('form', { name: 'Summary and grade' });
  for (const [place] of criteria.entries())
    await hands.click(form.getByRole('radiogroup').nth(place).locator('label').first());
  await hands.click(form.getByRole('button', { name: 'Save without releasing' }));
  await page.getByText('Saved without releasing.', { exact: false }).waitFor();
  hands.effort.ms = Date.now() - started;
  return hands.effort;
}

async function main() {
  console.log(`Review effort on ${machineNote()}${isSmoke() ? ' (smoke)' : ''}`);
  const spaDir = `${repoRoot}/node_modules/.cache/margin-screenshots-spa`;
  ensureSpaBuild(spaDir, (message) => console.log(message));
  const site = await startDemoSite(spaDir);
  const browser = await launchChromium();
  try {
    const { baseUrl, admin, student, assignmentId } = site;
    const essay = await callJson<{ id: number }>(
      baseUrl,
      'POST',
      `/student/assignments/${assignmentId}/submissions`,
      {
        token: student.token,
        body: { content_html: essayHtml },
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    const detailPath = `/admin/assignments/${assignmentId}/submissions/${essay.id}`;
    let first = true;
    // The first run takes the draft the submission queued; the next asks the engine again.
    const redraft = async () => {
      if (!first) await callJson(baseUrl, 'POST', `${detailPath}/regenerate`, { token: admin.token });
      first = false;
      for (let waited = 0; waited < 120_000; waited += 500) {
        const detail = await callJson<AdminSubmissionDetail>(baseUrl, 'GET', detailPath, {
          token: admin.token,
        });
        if (detail.draft_status === 'ready') return detail;
        await sleep(500);
      }
      throw new Error('no new draft within two minutes');
    };
    const rows: Array<Array<string | number>> = [];
    for (const [way, review] of [
      ['keyboard only', reviewWithKeyboard],
      ['mouse', reviewWithMouse],
    ] as const) {
      const detail = await redraft();
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/auth/login');
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Username or e-mail').fill('admin');
      await signIn.getByLabel('Password', { exact: true }).fill('admin-demo-pass');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.goto(`/admin/apps/assignments/${assignmentId}/submissions/${essay.id}`);
      await page.getByRole('listitem', { name: 'Comment 1', exact: true }).waitFor();
      const criteria = detail.rubric.criteria.map((criterion) => criterion.id);
      const effort = await review(page, detail.feedback_items.length, criteria);
      const saved = await callJson<AdminSubmissionDetail>(baseUrl, 'GET', detailPath, { token: admin.token });
      const undecided = saved.feedback_items.filter((item) => item.decision === 'pending').length;
      const scored = saved.rubric_scores.filter((score) => score.level_id !== null).length;
      if (undecided > 0 || scored !== saved.rubric.criteria.length || saved.grade === null)
        throw new Error(
          `the ${way} review left ${undecided} comments and ${saved.rubric.criteria.length - scored} criteria open`,
        );
      rows.push([
        way,
        detail.feedback_items.length,
        effort.keys,
        effort.pointerMoves,
        effort.scrolls,
        effort.keys + effort.pointerMoves + effort.scrolls,
        (effort.ms / 1000).toFixed(1),
      ]);
      await context.close();
    }
    printTable(
      'Reviewing the demo essay (every comment decided, every criterion scored, saved) at 1440×900',
      [
        'way',
        'comments',
        'key presses',
        'pointer moves',
        'wheel scrolls',
        'actions in all',
        'seconds in the browser',
      ],
      rows,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

runMain(main);
