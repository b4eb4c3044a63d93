import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../test/server/content-factories';
import { bearer, createCourseWithEnrollment, createUser, signIn } from '../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../test/server/feedback-factories';
import { linkToken, readOutbox, waitForMail } from '../../../test/server/outbox';
import { openTestDatabase } from '../../../test/server/test-database';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { jobs, replyNotices } from '../db/schema';

/** E-mail about essays, sent through the durable job queue, and each kind turned off by its reader. */
let server: TestServer;
let tokens: { student: string; admin: string };
let emails: { student: string; admin: string };
let assignmentId: number;

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const grading = (submissionId: number) =>
  `/api/admin/assignments/${assignmentId}/submissions/${submissionId}`;
const review = (release: boolean) => ({
  grade: 75,
  general_feedback: 'Check agreement.',
  overall_feedback: 'Clear.',
  strengths: ['Clear'],
  areas_for_improvement: ['Agreement'],
  encouragement: 'Keep going.',
  release,
});
/** The mails written since `before`, once `count` of them are there (or the wait is over). */
const newMail = async (before: number, count: number) =>
  (await waitForMail(server.config.dataDir, before + count)).slice(before);
const outboxSize = () => readOutbox(server.config.dataDir).length;

beforeAll(async () => {
  server = await startTestServer({}, { runJobs: true });
  const db = server.handle.db;
  const student = await createUser(db);
  const admin = await createUser(db, { role: 'admin' });
  assignmentId = (await createWeekWithContent(db, (await createCourseWithEnrollment(db, student.id)).id))
    .assignment.id;
  tokens = {
    student: (await signIn(server, student.username)).access_token,
    admin: (await signIn(server, admin.username)).access_token,
  };
  emails = { student: student.email, admin: admin.email };
  await call('PUT', `/api/admin/assignments/${assignmentId}`, tokens.admin, {
    title: 'Essay',
    instructions_html: '<p>Argue.</p>',
    allow_revisions: true,
    max_versions: 3,
  });
});
afterAll(() => server.close());

describe('e-mail about essays', () => {
  let firstId: number;
  let itemId: number;

  it('tells the student once when feedback is released, and a correction does not mail again', async () => {
    firstId = (
      await call('POST', `/api/student/assignments/${assignmentId}/submissions`, tokens.student, {
        content_html: '<p>Trees cools the streets in summer.</p>',
      })
    ).json().id;
    await storeTestDraft(server.handle.db, firstId, (text) => [itemOn(text, 'Trees cools')]);
    itemId = (await call('GET', grading(firstId), tokens.admin)).json().feedback_items[0].id;
    await call('PATCH', `${grading(firstId)}/feedback-items/${itemId}`, tokens.admin, {
      decision: 'accepted',
    });
    const before = outboxSize();
    expect((await call('PUT', `${grading(firstId)}/review`, tokens.admin, review(true))).statusCode).toBe(
      200,
    );
    const [mail] = await newMail(before, 1);
    expect(mail).toMatchObject({ to: emails.student, subject: 'Feedback on "Essay" is ready' });
    expect(mail.body).toContain(`http://margin.test/user/feedback/${assignmentId}`);
    await call('PUT', `${grading(firstId)}/review`, tokens.admin, review(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxSize()).toBe(before + 1);
  });

  it('tells the instructor who reviewed the essay of a reply and of a revision, and the student of an answer', async () => {
    // Another instructor, who never touched this essay, hears nothing of it.
    const colleague = await createUser(server.handle.db, { role: 'admin' });
    let before = outboxSize();
    await call('POST', `/api/feedback-items/${itemId}/replies`, tokens.student, { body: 'Why?' });
    expect((await newMail(before, 1))[0]).toMatchObject({
      to: emails.admin,
      subject: expect.stringMatching(/ replied on "Essay"$/),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(server.config.dataDir).some((mail) => mail.to.includes(colleague.email))).toBe(false);
    before = outboxSize();
    await call('POST', `/api/feedback-items/${itemId}/replies`, tokens.admin, { body: 'Plural subject.' });
    expect((await newMail(before, 1))[0]).toMatchObject({
      to: emails.student,
      subject: 'Your instructor answered you on "Essay"',
    });
    before = outboxSize();
    await call('POST', `/api/student/assignments/${assignmentId}/submissions`, tokens.student, {
      content_html: '<p>Trees cool the streets in summer.</p>',
    });
    const [revised] = await newMail(before, 1);
    expect(revised).toMatchObject({ to: emails.admin, subject: expect.stringMatching(/ revised "Essay"$/) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(server.config.dataDir).some((mail) => mail.to.includes(colleague.email))).toBe(false);
  });

  it('sends one e-mail for a burst of replies under one comment, which links to them all', async () => {
    const before = outboxSize();
    for (const body of ['One.', 'Two.', 'Three.', 'Four.'])
      expect(
        (await call('POST', `/api/feedback-items/${itemId}/replies`, tokens.student, { body })).statusCode,
      ).toBe(201);
    // The instructor heard of this thread a moment ago: the replies are in it, with no further e-mail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxSize()).toBe(before);
    // Minutes later, the next reply is news again.
    await server.handle.db.update(replyNotices).set({ sentAt: new Date(Date.now() - 10 * 60_000) });
    await call('POST', `/api/feedback-items/${itemId}/replies`, tokens.student, { body: 'Five.' });
    expect((await newMail(before, 1))[0]).toMatchObject({ to: emails.admin });
  });

  it('sends nothing of a kind the reader turned off on their profile', async () => {
    expect((await call('GET', '/api/profile/notifications', tokens.admin)).json()).toEqual({
      released: true,
      replies: true,
      revisions: true,
    });
    const saved = await call('PUT', '/api/profile/notifications', tokens.admin, {
      released: true,
      replies: false,
      revisions: true,
    });
    expect(saved.json()).toEqual({ released: true, replies: false, revisions: true });
    await server.handle.db.update(replyNotices).set({ sentAt: new Date(Date.now() - 10 * 60_000) });
    const before = outboxSize();
    await call('POST', `/api/feedback-items/${itemId}/replies`, tokens.student, { body: 'Thanks.' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outboxSize()).toBe(before);
  });
});

describe('e-mail on the job queue', () => {
  it('waits in the database while no server runs jobs, and the next server to start sends it', async () => {
    const database = await openTestDatabase();
    const quiet = await startTestServer({}, { database, runJobs: false });
    const admin = await createUser(database.db, { role: 'admin' });
    const pending = await createUser(database.db, { status: 'pending' });
    const token = (await signIn(quiet, admin.username)).access_token;
    const approved = await quiet.app.inject({
      method: 'POST',
      url: `/api/admin/users/${pending.id}/approve`,
      headers: bearer(token),
    });
    expect(approved.statusCode).toBe(200);
    await quiet.close();
    expect(readOutbox(quiet.config.dataDir)).toEqual([]);

    const next = await startTestServer({}, { database, runJobs: true });
    try {
      const [mail] = await waitForMail(next.config.dataDir, 1);
      expect(mail).toMatchObject({ to: pending.email, subject: 'Your Margin account is approved' });
    } finally {
      await next.close();
      await database.close();
    }
  });

  it('keeps no verification token in the queue: the link is made when the e-mail goes out', async () => {
    const database = await openTestDatabase();
    const quiet = await startTestServer({}, { database, runJobs: false });
    const registered = await quiet.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'queued_writer', email: 'queued@example.com', password: 'long enough password' },
    });
    expect(registered.statusCode).toBe(202);
    await quiet.close();
    const queued = await waitForQueued(database, 'mail.verification');
    expect(Object.keys(JSON.parse(queued.payload))).toEqual(['userId']);

    const next = await startTestServer({}, { database, runJobs: true });
    try {
      const [mail] = await waitForMail(next.config.dataDir, 1);
      expect(mail.to).toBe('queued@example.com');
      const verified = await next.app.inject({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token: linkToken(mail.body) },
      });
      expect(verified.json().message).toBe('Your e-mail address is verified.');
    } finally {
      await next.close();
      await database.close();
    }
  });
});

describe('address changes on the job queue', () => {
  it('queues no link: the next server sends only the latest change, made when it goes out', async () => {
    const database = await openTestDatabase();
    const quiet = await startTestServer({}, { database, runJobs: false });
    const user = await createUser(database.db);
    const token = (await signIn(quiet, user.username)).access_token;
    for (const email of ['first.move@example.com', 'second.move@example.com']) {
      const saved = await quiet.app.inject({
        method: 'PUT',
        url: '/api/profile',
        payload: { username: user.username, email },
        headers: bearer(token),
      });
      expect(saved.json().pending_email).toBe(email);
    }
    await quiet.close();
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.email-change'));
    expect(queued.map((job) => Object.keys(JSON.parse(job.payload)))).toEqual([['requestId'], ['requestId']]);

    const next = await startTestServer({}, { database, runJobs: true });
    try {
      const [mail] = await waitForMail(next.config.dataDir, 1);
      expect(mail.to).toBe('second.move@example.com');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(readOutbox(next.config.dataDir)).toHaveLength(1);
      const opened = await next.app.inject({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token: linkToken(mail.body) },
      });
      expect(opened.json().message).toBe('Your e-mail address is now second.move@example.com.');
    } finally {
      await next.close();
      await database.close();
    }
  });
});

/** The job of that kind, once the answer's fire-and-forget has stored it. */
async function waitForQueued(database: Awaited<ReturnType<typeof openTestDatabase>>, kind: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${kind} job was queued`);
}
