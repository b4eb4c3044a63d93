import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { bearerFor } from './support/api';
import { accessibilityViolations } from './support/axe';
import { FramingLms, type LmsPerson, PROBE_COOKIE, ROLES, TOOL_FRAME } from './support/lti-platform';
import { E2E_PORT } from './support/server-settings';
import { demo } from './support/session';

/** Margin's site (127.0.0.1); the LMS's pages are on `localhost`, which Chromium counts as another site. */
const MARGIN = `http://127.0.0.1:${E2E_PORT}`;
const BINDING_COOKIE = 'margin_lti_browser';

/**
 * Blocks third-party cookies in this tab, as a browser set to block them (or Safari, or a school's
 * policy) does: DevTools' cookie controls, kept while the session stays attached. In Chromium 156 the
 * `--test-third-party-cookie-phaseout` switch no longer blocks anything, and the headless shell has no
 * cookie settings of its own.
 */
async function blockThirdPartyCookies(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
  return devtools;
}

/** Console errors, uncaught errors and CSP violations of the page and of every frame in it. */
async function recordErrors(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

/** The probe page's frame, on Margin's site, sets a `SameSite=None; Secure` cookie: whether it was kept. */
async function probeKeepsThirdPartyCookie(page: Page, lms: FramingLms) {
  await page.goto(lms.probePage);
  await expect(page.frameLocator('iframe[name="probe"]').getByText('Probe loaded')).toBeVisible();
  const cookies = await page.context().cookies(lms.probeCookieUrl);
  return cookies.some((cookie) => cookie.name === PROBE_COOKIE);
}

const frameUrls = (page: Page) => page.frames().map((frame) => frame.url());

/**
 * Opens the LMS course page for this person in a tab that blocks third-party cookies, and follows the
 * launch inside the frame: proves Margin's cookie was set and not kept, and answers the frame.
 */
async function launchInLmsFrame(page: Page, lms: FramingLms, person: LmsPerson) {
  const login = page.waitForResponse((response) => response.url().startsWith(`${MARGIN}/lti/login`));
  const launch = page.waitForRequest(`${MARGIN}/lti/launch`);
  await page.goto(lms.coursePageFor(person));
  await expect(page.getByRole('heading', { level: 1, name: `LMS: ${person.context.title}` })).toBeVisible();

  // Margin binds the login to the browser with a cookie; inside the frame it is a third party's, not kept.
  const loginResponse = await login;
  expect(loginResponse.status()).toBe(302);
  expect(loginResponse.frame().name()).toBe(TOOL_FRAME);
  expect(await loginResponse.headerValue('set-cookie')).toContain(`${BINDING_COOKIE}=`);
  const launchRequest = await launch;
  expect(launchRequest.frame().name()).toBe(TOOL_FRAME);
  expect((await launchRequest.headerValue('cookie')) ?? '').not.toContain(BINDING_COOKIE);
  return page.frameLocator(`iframe[name="${TOOL_FRAME}"]`);
}

test.describe('an LMS page opens Margin in a frame, with third-party cookies blocked', () => {
  test.describe.configure({ mode: 'serial' });

  let lms: FramingLms;
  let request: APIRequestContext;
  const course = { id: '', title: '' };
  const person = (part: 'instructor' | 'learner', name: string): LmsPerson => ({
    sub: `frame-${part}-${lms.runId}`,
    name,
    email: `frame-${part}-${lms.runId}@lms.example.org`,
    roles: ROLES[part],
    context: course,
    resourceLink: { id: `frame-link-${lms.runId}`, title: 'Margin essay (LTI frame)' },
  });

  test.beforeAll(async ({ playwright }) => {
    lms = await FramingLms.start(MARGIN);
    course.id = `frame-course-${lms.runId}`;
    course.title = `Framed Seminar ${lms.runId}`;
    request = await playwright.request.newContext({ baseURL: MARGIN });
    const admin = await bearerFor(request, demo.admin);
    const registered = await request.post('/api/admin/lti/platforms', {
      headers: admin,
      data: lms.registration(),
    });
    expect(registered.status(), await registered.text()).toBe(201);
  });

  test.afterAll(async () => {
    await request?.dispose();
    await lms?.close();
  });

  test('the browser keeps a third-party cookie only when it is not blocked (the condition holds)', async ({
    browser,
    context,
    page,
  }) => {
    const open = await browser.newContext();
    try {
      expect(await probeKeepsThirdPartyCookie(await open.newPage(), lms)).toBe(true);
    } finally {
      await open.close();
    }
    await blockThirdPartyCookies(context, page);
    expect(await probeKeepsThirdPartyCookie(page, lms)).toBe(false);
  });

  test("the instructor's launch creates the course and opens it in the frame, signed in", async ({
    context,
    page,
  }) => {
    const errors = await recordErrors(context, page);
    await blockThirdPartyCookies(context, page);
    expect(await probeKeepsThirdPartyCookie(page, lms)).toBe(false);

    const instructor = person('instructor', 'Irene Framewell');
    const frame = await launchInLmsFrame(page, lms, instructor);
    await expect(frame.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect
      .poll(() => frameUrls(page))
      .toContainEqual(expect.stringMatching(new RegExp(`^${MARGIN}/admin/apps/courses/details/\\d+$`)));
    // Still the LMS's page around it: the launch stayed in the frame.
    expect(page.url()).toMatch(new RegExp(`^${lms.origin}/course\\?`));
    expect(await context.cookies(MARGIN)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the learner lands signed in on the course page inside the frame', async ({ context, page }) => {
    const errors = await recordErrors(context, page);
    await blockThirdPartyCookies(context, page);
    expect(await probeKeepsThirdPartyCookie(page, lms)).toBe(false);

    const learner = person('learner', 'Lena Framewood');
    const frame = await launchInLmsFrame(page, lms, learner);
    await expect(frame.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect
      .poll(() => frameUrls(page))
      .toContainEqual(expect.stringMatching(new RegExp(`^${MARGIN}/user/courses/\\d+$`)));
    const margin = page.frames().find((candidate) => candidate.url().startsWith(`${MARGIN}/user/courses/`))!;
    // Signed in as the learner, with the session in this frame's session storage and no cookie at all.
    expect(await margin.evaluate(() => sessionStorage.getItem('userRole'))).toBe('regular');
    expect(await margin.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(page.url()).toMatch(new RegExp(`^${lms.origin}/course\\?`));
    expect(await context.cookies(MARGIN)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the instructor places a new Margin assignment in the LMS course, which receives the signed link', async ({
    context,
    page,
  }) => {
    const errors = await recordErrors(context, page);
    await blockThirdPartyCookies(context, page);
    const instructor = { ...person('instructor', 'Irene Framewell'), deepLinking: true };
    const frame = await launchInLmsFrame(page, lms, instructor);
    await expect(
      frame.getByRole('heading', { level: 1, name: 'Add assignments to your LMS course' }),
    ).toBeVisible();
    await expect(frame.getByText('This course has no assignments yet: make the first one.')).toBeVisible();

    // The box itself is drawn over Chakra's hidden input: a person clicks the label, as here.
    await frame.getByText('A new assignment', { exact: true }).click();
    await expect(frame.getByRole('checkbox', { name: 'A new assignment' })).toBeChecked();
    // axe reads the frame too: the picker, its new-assignment fields open, has nothing it can find.
    expect(await accessibilityViolations(page)).toEqual([]);
    await frame.getByRole('textbox', { name: 'Title of the new assignment' }).fill('Letter to the editor');
    await frame.getByRole('button', { name: 'Add to your course' }).click();

    // The frame goes back to the LMS, which verified the signed answer with Margin's published key.
    await expect(frame.getByRole('heading', { level: 1, name: 'LMS: content added' })).toBeVisible();
    await expect(frame.getByRole('listitem')).toHaveText(['Letter to the editor']);
    expect(lms.placed.at(-1)).toEqual([
      {
        title: 'Letter to the editor',
        url: `${MARGIN}/lti/launch`,
        assignmentId: expect.any(String),
        scoreMaximum: 100,
      },
    ]);
    expect(page.url()).toMatch(new RegExp(`^${lms.origin}/course\\?`));
    expect(errors).toEqual([]);
  });
});
