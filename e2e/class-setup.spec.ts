import { expect, test } from '@playwright/test';
import { linkToken, readOutbox } from '../test/server/outbox';
import { bearerFor } from './support/api';
import { E2E_DATA_DIR } from './support/server-settings';
import { demo, signIn } from './support/session';

/**
 * A class in minutes: the instructor turns on a course's join code; one student types it on the
 * dashboard, another opens the invite link, registers there and is in the course once verified.
 */
test('students join a course by its code and by its invite link', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const admin = await bearerFor(request, demo.admin);
  const course = await request.post('/api/admin/courses', {
    headers: admin,
    data: { title: `Evening Composition ${stamp}`, description: 'Joined by code.' },
  });
  const { id: courseId, title } = await course.json();

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/apps/courses/details/${courseId}`);
  const card = page.getByRole('region', { name: 'Join code' });
  await card.getByRole('button', { name: 'Turn on joining' }).click();
  const shown = card.getByLabel(/^Join code /);
  await expect(shown).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await shown.textContent())!.replace('-', '');
  await expect(card.getByText(`/join/${code}`)).toBeVisible();

  // A student with an account types the code, dashed and in lower case, as it was read out.
  const typed = `joiner${stamp}`;
  await request.post('/api/register', {
    data: {
      username: typed,
      email: `${typed}@example.com`,
      password: 'a long enough password',
      display_name: 'Tam Typed',
    },
  });
  const mailFor = (address: string) => () =>
    readOutbox(E2E_DATA_DIR).find((mail) => mail.to.includes(address));
  await expect.poll(mailFor(`${typed}@example.com`), { timeout: 10_000 }).toBeTruthy();
  await request.post('/api/verify-email', {
    data: { token: linkToken(mailFor(`${typed}@example.com`)()!.body) },
  });
  const student = await browser.newPage();
  await signIn(student, { identifier: typed, password: 'a long enough password' });
  await expect(student).toHaveURL(/\/user\/dashboard$/);
  const join = student.getByRole('form', { name: 'Join a course' });
  await join.getByLabel('Course code').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await join.getByRole('button', { name: 'Join course' }).click();
  await expect(join.getByRole('status')).toContainText(`You joined ${title}.`);
  await expect(student.getByRole('link', { name: 'My Courses' }).first()).toBeVisible();
  await join.getByRole('link', { name: `Open ${title}` }).click();
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await student.close();

  // A visitor opens the invite link, creates the account there, and is in the course once verified.
  const visitor = await browser.newPage();
  const linked = `linked${stamp}`;
  await visitor.goto(`/join/${code}`);
  await expect(visitor.getByRole('heading', { name: 'Join a course on Margin' })).toBeVisible();
  const form = visitor.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Your name').fill('Lee Linked');
  await form.getByLabel('Username').fill(linked);
  await form.getByLabel('E-mail').fill(`${linked}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('a long enough password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('status')).toContainText(`Once it is verified, you join ${title}.`);
  await expect.poll(mailFor(`${linked}@example.com`), { timeout: 10_000 }).toBeTruthy();
  await visitor.goto(
    `/auth/verify-email?token=${encodeURIComponent(linkToken(mailFor(`${linked}@example.com`)()!.body))}`,
  );
  await expect(visitor.getByText(/verified/i).first()).toBeVisible();
  await visitor.goto('/auth/login');
  await signIn(visitor, { identifier: linked, password: 'a long enough password' });
  await expect(visitor).toHaveURL(/\/user\/dashboard$/);
  await expect(visitor.getByText('Welcome, Lee Linked.')).toBeVisible();
  await visitor.getByRole('link', { name: 'My Courses' }).first().click();
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.close();

  // The instructor sees both by name among the course's enrollments.
  await page.goto(`/admin/enrollments?course=${courseId}`);
  await expect(page.getByText('Tam Typed').first()).toBeVisible();
  await expect(page.getByText('Lee Linked').first()).toBeVisible();
});

/**
 * A class list pasted on the course page: the existing student is enrolled, the new address invited,
 * the wrong line named; the invited student sets a password from the e-mail and lands in the course.
 */
test('an instructor imports a class list and an invited student sets a password into the course', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const admin = await bearerFor(request, demo.admin);
  const course = await request.post('/api/admin/courses', {
    headers: admin,
    data: { title: `Morning Composition ${stamp}`, description: 'Imported from a class list.' },
  });
  const { id: courseId, title } = await course.json();
  const invited = `ama.${stamp}@example.com`;
  // A student who has an account already, not yet in any course.
  const kept = `kept${stamp}`;
  await request.post('/api/register', {
    data: { username: kept, email: `${kept}@example.com`, password: 'a long enough password' },
  });

  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/apps/courses/details/${courseId}`);
  const card = page.getByRole('region', { name: 'Import a class list' });
  await card
    .getByLabel('Class list (CSV)')
    .fill(`email,display_name\n${kept}@example.com,Kim Kept\n${invited},Ama Mensah\nnobody-here,Nobody`);
  await card.getByRole('button', { name: 'Import class list' }).click();
  const outcome = card.getByRole('status');
  await expect(outcome).toContainText('1 enrolled, 1 invited, 0 skipped.');
  await expect(outcome).toContainText('Line 4: “nobody-here” is not an e-mail address.');

  const invitation = () => readOutbox(E2E_DATA_DIR).find((mail) => mail.to.includes(invited));
  await expect.poll(invitation, { timeout: 10_000 }).toBeTruthy();
  const student = await browser.newPage();
  await student.goto(
    `/auth/accept-invite?token=${encodeURIComponent(linkToken(invitation()!.body, 'accept-invite'))}`,
  );
  await expect(student.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await student.getByLabel('New password', { exact: true }).fill('my own long password');
  await student.getByLabel('New password again').fill('my own long password');
  await student.getByRole('button', { name: 'Set password and open my course' }).click();
  await expect(student).toHaveURL(/\/user\/dashboard$/);
  await expect(student.getByText('Welcome, Ama Mensah.')).toBeVisible();
  await student.getByRole('link', { name: 'My Courses' }).first().click();
  await expect(student.getByText(title).first()).toBeVisible();
  await student.close();
});
