import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Locator, type Page, test } from '@playwright/test';
import config from '../playwright.config';
import { bearerFor, releaseDraftedFeedback } from './support/api';
import { demo } from './support/session';

const COURSE = 'Writing the Persuasive Essay';
const ESSAY = [
  'Our town should open the school library on Saturdays. Students who share a small flat have no quiet place to work at weekends, and the public library closes at noon.',
  'The building is already heated on Saturday mornings for sports clubs, so the extra cost is one member of staff. Volunteers from the parents association have offered to help, and the older students could run the desk as part of their service hours.',
  'Some people worry that nobody would come. Last spring the library stayed open on two Saturdays before the exams, and more than sixty students came each day. Teachers said the work handed in the following week was better prepared.',
  'A Saturday library would also help families without a computer at home, because the library has twenty machines that sit unused all weekend. Parents could use them too, to apply for jobs or to write letters to the council.',
  'The library is also the calmest room in the school. The canteen is loud, the corridors are busy, and many bedrooms at home are shared with brothers and sisters. A student who needs to read a long chapter or write an essay needs two quiet hours more than anything else, and the library can give them those hours.',
  'Opening on Saturdays would not replace the weekday hours. It would add one morning a week, from nine until one, during term time only. If the first term shows that few students come, the school can stop without losing anything, but if many come, it will have found a simple way to help them.',
  'Other schools nearby have tried this already. Two of them open on Saturday mornings with one librarian and a rota of parents, and both say the students who come are the ones who need the space most.',
  'In conclusion, opening the library on Saturdays is a cheap change that gives every student the same chance to study. I ask the school to try it for one term and to count the visitors.',
].join('\n');

/** The newcomer is enrolled for these tests, so the demo's own newcomer story has run before them. */
test.beforeAll(async ({ request }) => {
  const admin = await bearerFor(request, demo.admin);
  const newcomer = await bearerFor(request, demo.newcomer);
  const me = (await (await request.get('/api/users/me', { headers: newcomer })).json()) as { id: number };
  const enrolled = await request.post('/api/admin/enrollments', {
    headers: admin,
    data: { course_id: 1, user_ids: [me.id] },
  });
  expect(enrolled.status()).toBe(201);
});

/** Presses Tab until the target has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function signInByKeyboard(page: Page, options: { remember?: boolean } = {}) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Username or e-mail'));
  await page.keyboard.type(demo.newcomer.identifier);
  await tabTo(page, form.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demo.newcomer.password);
  if (options.remember) {
    await tabTo(page, form.getByRole('checkbox', { name: 'Remember this device' }));
    await page.keyboard.press('Space');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

async function openAssignmentByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('link', { name: COURSE }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/courses\/\d+$/);
  await tabTo(page, page.getByRole('link', { name: /Evidence and Reasoning \(Week 2\)/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /Write essay|Continue writing|Revise essay/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/assignments\/\d+$/);
}

function launchProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...config.use?.launchOptions,
    baseURL: config.use?.baseURL,
  });
}

test('an essay draft survives a browser crash', async () => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'margin-profile-'));
  try {
    let browser = await launchProfile(profile);
    let page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/auth/login');
    await signInByKeyboard(page, { remember: true });
    await openAssignmentByKeyboard(page);
    const assignmentUrl = page.url();
    await tabTo(page, page.getByRole('textbox', { name: 'Your essay' }));
    await page.keyboard.insertText('A draft that must not be lost when the browser dies.');
    // Saved on this device a second after the typing, then to the account a few seconds later.
    await expect(page.getByText(/^(Draft saved at|Saved to your account)/)).toBeVisible();

    // Closing the context runs no unload handlers: whatever was not stored already is gone.
    await browser.close();
    browser = await launchProfile(profile);
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(assignmentUrl);
    await expect(page.getByRole('textbox', { name: 'Your essay' })).toContainText(
      'A draft that must not be lost when the browser dies.',
    );
    await expect(page.getByText(/Restored your draft from/)).toBeVisible();
    await browser.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the keyboard alone a student signs in, submits an essay and reads its feedback', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/auth/login');
  await signInByKeyboard(page);
  await openAssignmentByKeyboard(page);
  const assignmentId = Number(page.url().split('/').pop());

  await tabTo(page, page.getByRole('textbox', { name: 'Your essay' }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  for (const [index, paragraph] of ESSAY.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
  // Saved on this device a second after the typing, then to the account a few seconds later.
  await expect(page.getByText(/^(Draft saved at|Saved to your account)/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Submit essay' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Submit essay?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Submit essay' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/review/${assignmentId}$`));

  const admin = await bearerFor(request, demo.admin);
  const comments = await releaseDraftedFeedback(request, admin, assignmentId, 'Dev Patel', 78);
  expect(comments).toBeGreaterThan(0);

  // The browser's own reload (F5), which a synthetic key press cannot reach.
  await page.reload();
  await tabTo(page, page.getByRole('link', { name: /View Detailed Feedback/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/review-feedback/${assignmentId}$`));
  await expect(page.getByText('Grade: 78/100', { exact: true })).toBeVisible();

  // Every comment is open from the start, so its 'Show in Essay' is in the tab order at once.
  const list = page.getByRole('region', { name: 'Instructor Feedback' });
  await expect(list.getByRole('button', { name: /^Comment 1 / })).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, list.getByRole('button', { name: 'Show in Essay' }).first(), 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Comment 1: / })).toBeFocused();
});

test('at 390 wide the menu button opens the navigation, which holds the focus until Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await signInByKeyboard(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Dashboard',
    'My Courses',
    'Profile',
  ]);
  const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDrawer).toBe(true);
  // Round the drawer's links and its close button, both ways, and never out of it.
  for (const key of [...Array(6).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInDrawer()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});
