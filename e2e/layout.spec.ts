import { expect, type Page, test } from '@playwright/test';
import { bearerFor } from './support/api';
import { recordingTab, unexpected } from './support/recording-tab';
import { routerPaths } from './support/route-inventory';
import {
  DEMO_SCREENS,
  GRADING_URL,
  HIGHLIGHTED_URLS,
  SCREENS,
  type Screen,
  SIZES,
  settle,
  visit,
  type Who,
} from './support/screens';
import { demo, signIn } from './support/session';

/** The browser's own colour for <mark>: a highlight that lost its category colour. */
const DEFAULT_MARK_YELLOW = 'rgb(255, 255, 0)';
const PHONE_HEADER_MAX_HEIGHT = 100;

interface Measured {
  /** How far the page scrolls sideways: nothing may. */
  sidewaysScroll: number;
  /** The height of the page's banner (the first header), when it has one. */
  headerHeight: number | null;
  /** Words of a header or a navigation drawn across two lines. */
  splitWords: string[];
  highlights: Array<{ category: string | null; colour: string }>;
}

/** Measures the screen as it is drawn now. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const splitWords: string[] = [];
    for (const root of document.querySelectorAll('header, nav')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (const word of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
          const tops = boxes.map((box) => box.top);
          const lineHeight = Math.min(...boxes.map((box) => box.height));
          if (boxes.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2)
            splitWords.push(word[0]);
        }
      }
    }
    const banner = document.querySelector('header');
    return {
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      headerHeight: banner ? Math.round(banner.getBoundingClientRect().height) : null,
      splitWords,
      // The grading screen fades a rejected comment's highlight on purpose (its card says rejected).
      highlights: [...document.querySelectorAll('mark[data-feedback-id]')]
        .filter(
          (mark) =>
            !document.querySelector(
              `#feedback-item-${mark.getAttribute('data-feedback-id')}[data-decision="rejected"]`,
            ),
        )
        .map((mark) => ({
          category: mark.getAttribute('data-category'),
          colour: getComputedStyle(mark).backgroundColor,
        })),
    };
  });
}

/** What is wrong with the highlights: the browser's yellow, or two categories in one colour. */
function highlightProblems(highlights: Measured['highlights']): string[] {
  const colourOf = new Map<string | null, Set<string>>();
  for (const { category, colour } of highlights)
    colourOf.set(category, (colourOf.get(category) ?? new Set()).add(colour));
  const problems = highlights.some(({ colour }) => colour === DEFAULT_MARK_YELLOW) ? ['default yellow'] : [];
  for (const [category, colours] of colourOf)
    if (colours.size > 1) problems.push(`${category} in ${[...colours]}`);
  const colours = [...colourOf.values()].map((set) => [...set][0]);
  if (new Set(colours).size < colours.length)
    problems.push(`categories share a colour: ${[...colourOf.keys()]}`);
  return problems;
}

// Each test signs in on a tab of its own and only reads: they share the two workers with the
// accessibility and keyboard runs of the same project instead of queueing behind one another.
test.describe.configure({ mode: 'parallel' });

let gradingPath = '';

test.beforeAll(async ({ request }) => {
  // The grading screen of the demo student's released essay, as the accessibility checks reach it.
  const admin = await bearerFor(request, demo.admin);
  const answer = await request.get('/api/admin/assignments/1/submissions', { headers: admin });
  const rows = (await answer.json()) as Array<{ id: number; student_name: string }>;
  const essay = rows.find((row) => row.student_name === 'Maya Okafor');
  expect(essay).toBeDefined();
  gradingPath = GRADING_URL.replace(':submissionId', String(essay?.id));
});

test('every route the router declares is laid out here', () => {
  const checked = new Set([...Object.values(SCREENS).flat(), ...DEMO_SCREENS].map((screen) => screen.route));
  expect({ unchecked: routerPaths().filter((route) => !checked.has(route)) }).toEqual({ unchecked: [] });
});

const ROLES: Array<{ who: Who; screens: Screen[] }> = [
  { who: 'visitor', screens: [...SCREENS.visitor, ...DEMO_SCREENS] },
  { who: 'admin', screens: SCREENS.admin },
  { who: 'student', screens: SCREENS.student },
];

for (const size of SIZES) {
  for (const { who, screens } of ROLES) {
    test(`at ${size.width}×${size.height}, every screen of the ${who} fits, wraps whole words and reports no error`, async ({
      browser,
      baseURL,
    }) => {
      // One screen after another in one tab, each waited for: minutes on a busy two-core machine.
      test.setTimeout(300_000);
      const { context, page, take } = await recordingTab(browser, baseURL, size);
      if (who !== 'visitor') {
        await page.goto('/auth/login');
        await signIn(page, demo[who]);
        await expect(page).toHaveURL(/\/dashboard$/);
        expect.soft({ signingIn: take() }).toEqual({ signingIn: [] });
      }
      for (const screen of screens) {
        const url = screen.url === GRADING_URL ? gradingPath : screen.url;
        await visit(page, url, who === 'visitor' && !screen.url.startsWith('/demo') ? 'load' : 'in-app');
        await settle(page, screen);
        const shown = await measure(page);
        const tallHeader =
          size.name === 'phone' &&
          shown.headerHeight !== null &&
          shown.headerHeight > PHONE_HEADER_MAX_HEIGHT;
        expect
          .soft({
            url,
            sidewaysScroll: shown.sidewaysScroll,
            splitWords: shown.splitWords,
            headerHeight: tallHeader ? shown.headerHeight : 'at most 100 px on a phone',
            errors: unexpected(screen, take()),
            highlights: HIGHLIGHTED_URLS.has(screen.url) ? highlightProblems(shown.highlights) : [],
          })
          .toEqual({
            url,
            sidewaysScroll: 0,
            splitWords: [],
            headerHeight: 'at most 100 px on a phone',
            errors: [],
            highlights: [],
          });
        if (HIGHLIGHTED_URLS.has(screen.url)) {
          // Comments of more than one category, so that the colours have something to tell apart.
          const categories = new Set(shown.highlights.map((highlight) => highlight.category));
          expect.soft(categories.size, `categories highlighted on ${url}`).toBeGreaterThan(1);
        }
      }
      await context.close();
    });
  }
}
