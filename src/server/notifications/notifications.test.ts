import { eq } from 'drizzle-orm';
import { enrolledStudent, submitEssay } from '../../../test/server/course-world';
import { bearer, createUser, type SignedInUser, signedInUser } from '../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../test/server/feedback-factories';
import { gradingDesk, reviewForm } from '../../../test/server/grading';
import { linkToken, markOutbox, readOutbox, type SavedMail, waitForMail } from '../../../test/server/outbox';
import { openTestDatabase } from '../../../test/server/test-database';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { pause } from '../../../test/server/waiting';
import type { DatabaseHandle } from '../db/client';
import { jobs, replyNotices } from '../db/schema';

/** E-mail about essays, sent through the durable job queue, and each kind turned off by its reader. */
let server: TestServer;
let student: SignedInUser;
let admin: SignedInUser;
let assignmentId: number;

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const review = (release: boolean) =>
  reviewForm({
    grade: 75,
    general_feedback: 'Check agreement.',
    overall_feedback: 'Clear.',
    strengths: ['Clear'],
    areas_for_improvement: ['Agreement'],
    encouragement: 'Keep going.',
    release,
  });
const markMail = () => markOutbox(server.config.dataDir);

beforeAll(async () => {
  server = await startTestServer({}, { runJobs: true });
  const world = await enrolledStudent(server);
  student = world.student;
  assignmentId = world.assignment.id;
  admin = await signedInUser(server, { role: 'admin' });
  await call('PUT', `/api/admin/assignments/${assignmentId}`, admin.token, {
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
      await submitEssay(server, student.token, assignmentId, '<p>Trees cools the streets in summer.</p>')
    ).json().id;
    await storeTestDraft(server.handle.db, firstId, (text) => [itemOn(text, 'Trees cools')]);
    const desk = gradingDesk(server, admin.token, assignmentId, firstId);
    itemId = (await desk.read()).json().feedback_items[0].id;
    await desk.decide(itemId, 'accepted');
    const outbox = markMail();
    expect((await desk.review(review(true))).statusCode).toBe(200);
    const [mail] = await outbox.next(1);
    expect(mail).toMatchObject({ to: student.email, subject: 'Feedback on "Essay" is ready' });
    expect(mail.body).toContain(`http://margin.test/user/feedback/${assignmentId}`);
    await desk.review(review(true));
    expect(await outbox.settled(300)).toHaveLength(1);
  });

  it('tells the instructor who reviewed the essay of a reply and of a revision, and the student of an answer', async () => {
    // Another instructor, who never touched this essay, hears nothing of it.
    const colleague = await createUser(server.handle.db, { role: 'admin' });
    let outbox = markMail();
    await call('POST', `/api/feedback-items/${itemId}/replies`, student.token, { body: 'Why?' });
    expect((await outbox.next(1))[0]).toMatchObject({
      to: admin.email,
      subject: expect.stringMatching(/ replied on "Essay"$/),
    });
    await pause(300);
    expect(readOutbox(server.config.dataDir).some((mail) => mail.to.includes(colleague.email))).toBe(false);
    outbox = markMail();
    await call('POST', `/api/feedback-items/${itemId}/replies`, admin.token, { body: 'Plural subject.' });
    expect((await outbox.next(1))[0]).toMatchObject({
      to: student.email,
      subject: 'Your instructor answered you on "Essay"',
    });
    outbox = markMail();
    await submitEssay(server, student.token, assignmentId, '<p>Trees cool the streets in summer.</p>');
    const [revised] = await outbox.next(1);
    expect(revised).toMatchObject({ to: admin.email, subject: expect.stringMatching(/ revised "Essay"$/) });
    await pause(300);
    expect(readOutbox(server.config.dataDir).some((mail) => mail.to.includes(colleague.email))).toBe(false);
  });

  it('sends one e-mail for a burst of replies under one comment, which links to them all', async () => {
    const outbox = markMail();
    for (const body of ['One.', 'Two.', 'Three.', 'Four.'])
      expect(
        (await call('POST', `/api/feedback-items/${itemId}/replies`, student.token, { body })).statusCode,
      ).toBe(201);
    // The instructor heard of this thread a moment ago: the replies are in it, with no further e-mail.
    expect(await outbox.settled(300)).toEqual([]);
    // Minutes later, the next reply is news again.
    await server.handle.db.update(replyNotices).set({ sentAt: new Date(Date.now() - 10 * 60_000) });
    await call('POST', `/api/feedback-items/${itemId}/replies`, student.token, { body: 'Five.' });
    expect((await outbox.next(1))[0]).toMatchObject({ to: admin.email });
  });

  it('sends nothing of a kind the reader turned off on their profile', async () => {
    expect((await call('GET', '/api/profile/notifications', admin.token)).json()).toEqual({
      released: true,
      replies: true,
      revisions: true,
    });
    const saved = await call('PUT', '/api/profile/notifications', admin.token, {
      released: true,
      replies: false,
      revisions: true,
    });
    expect(saved.json()).toEqual({ released: true, replies: false, revisions: true });
    await server.handle.db.update(replyNotices).set({ sentAt: new Date(Date.now() - 10 * 60_000) });
    const outbox = markMail();
    await call('POST', `/api/feedback-items/${itemId}/replies`, student.token, { body: 'Thanks.' });
    expect(await outbox.settled(300)).toEqual([]);
  });
});

/** A fresh database, and a server on it that runs no jobs: what it queues waits in the database. */
async function quietServer() {
  const database = await openTestDatabase();
  return { database, quiet: await startTestServer({}, { database, runJobs: false }) };
}

/**
 * Starts the next server on `database`, one that runs jobs, and hands its first e-mail to `check`;
 * then closes the server and the database.
 */
async function nextServerSends(
  database: DatabaseHandle,
  check: (next: TestServer, mail: SavedMail) => Promise<void>,
) {
  const next = await startTestServer({}, { database, runJobs: true });
  try {
    const [mail] = await waitForMail(next.config.dataDir, 1);
    await check(next, mail);
  } finally {
    await next.close();
    await database.close();
  }
}

/** Opens the link an e-mail carries. */
const openLink = (server: TestServer, mail: SavedMail) =>
  server.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: linkToken(mail.body) } });

describe('e-mail on the job queue', () => {
  it('waits in the database while no server runs jobs, and the next server to start sends it', async () => {
    const { database, quiet } = await quietServer();
    const siteAdmin = await signedInUser(quiet, { role: 'admin' });
    const pending = await createUser(database.db, { status: 'pending' });
    const approved = await quiet.app.inject({
      method: 'POST',
      url: `/api/admin/users/${pending.id}/approve`,
      headers: bearer(siteAdmin.token),
    });
    expect(approved.statusCode).toBe(200);
    await quiet.close();
    expect(readOutbox(quiet.config.dataDir)).toEqual([]);

    await nextServerSends(database, async (_next, mail) => {
      expect(mail).toMatchObject({ to: pending.email, subject: 'Your Margin account is approved' });
    });
  });

  it('keeps no verification token in the queue: the link is made when the e-mail goes out', async () => {
    const { database, quiet } = await quietServer();
    const registered = await quiet.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'queued_writer', email: 'queued@example.com', password: 'long enough password' },
    });
    expect(registered.statusCode).toBe(202);
    await quiet.close();
    const queued = await waitForQueued(database, 'mail.verification');
    expect(Object.keys(JSON.parse(queued.payload))).toEqual(['userId']);

    await nextServerSends(database, async (next, mail) => {
      expect(mail.to).toBe('queued@example.com');
      expect((await openLink(next, mail)).json().message).toBe('Your e-mail address is verified.');
    });
  });
});

describe('address changes on the job queue', () => {
  it('queues no link: the next server sends only the latest change, made when it goes out', async () => {
    const { database, quiet } = await quietServer();
    const user = await signedInUser(quiet);
    for (const email of ['first.move@example.com', 'second.move@example.com']) {
      const saved = await quiet.app.inject({
        method: 'PUT',
        url: '/api/profile',
        payload: { username: user.username, email },
        headers: bearer(user.token),
      });
      expect(saved.json().pending_email).toBe(email);
    }
    await quiet.close();
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.email-change'));
    expect(queued.map((job) => Object.keys(JSON.parse(job.payload)))).toEqual([['requestId'], ['requestId']]);

    await nextServerSends(database, async (next, mail) => {
      expect(mail.to).toBe('second.move@example.com');
      await pause(300);
      expect(readOutbox(next.config.dataDir)).toHaveLength(1);
      expect((await openLink(next, mail)).json().message).toBe(
        'Your e-mail address is now second.move@example.com.',
      );
    });
  });
});

/** The job of that kind, once the answer's fire-and-forget has stored it. */
async function waitForQueued(database: DatabaseHandle, kind: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    if (row) return row;
    await pause(20);
  }
  throw new Error(`no ${kind} job was queued`);
}
