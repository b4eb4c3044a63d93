import { expect, type Page, test } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { routerPaths } from './support/route-inventory';
import { GRADING_URL, SCREENS, type Screen, visit } from './support/screens';
import { demo, readStored, signIn } from './support/session';

/** The demo area has its own router; demo-area.spec.ts runs axe on each of its screens. */
const CHECKED_ELSEWHERE = ['/demo/*'];

/**
 * A visitor's screens are each loaded afresh; a signed-in person's are reached inside the application,
 * as a person moves between them (the layout spec does the same), which spares loading the whole
 * application again for every screen.
 */
async function expectNothingAxeFinds(page: Page, screen: Screen, how: 'load' | 'in-app' = 'in-app') {
  if (screen.url !== GRADING_URL) await visit(page, screen.url, how);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect({ url: screen.url, found: await accessibilityViolations(page) }).toEqual({
    url: screen.url,
    found: [],
  });
}

test('every route the router declares is checked', () => {
  const checked = new Set([
    ...Object.values(SCREENS)
      .flat()
      .map((screen) => screen.route),
    ...CHECKED_ELSEWHERE,
  ]);
  const declared = new Set(routerPaths());
  expect({ unchecked: [...declared].filter((route) => !checked.has(route)) }).toEqual({ unchecked: [] });
  expect({ gone: [...checked].filter((route) => !declared.has(route)) }).toEqual({ gone: [] });
});

test('the screens of a visitor who is not signed in have no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  for (const screen of SCREENS.visitor) await expectNothingAxeFinds(page, screen, 'load');
});

test('every admin screen has no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const screen of SCREENS.admin) {
    if (screen.url === GRADING_URL) {
      // The grading screen's id is the demo student's latest essay, reached the way an instructor would.
      await page.goto('/admin/apps/assignments/1/submissions');
      await page
        .getByRole('link', { name: /Maya Okafor/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/admin\/apps\/assignments\/1\/submissions\/\d+$/);
    }
    await expectNothingAxeFinds(page, screen);
  }
});

test('every student screen has no violations axe can find', async ({ page }) => {
  // One page after another, each waited for and scanned: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  await signIn(page, demo.student);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await readStored(page, 'sessionStorage', 'token')).toBeTruthy();
  for (const screen of SCREENS.student) await expectNothingAxeFinds(page, screen);
});
