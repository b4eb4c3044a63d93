import { enrolledStudent, submitEssay } from '../../../../test/server/course-world';
import { addToStaff, bearer, signedInUser } from '../../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../../test/server/feedback-factories';
import { gradingDesk, reviewForm } from '../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../test/server/test-server';
import { REPLY_THREAD_MAX } from '../../../shared/contract/limits';
import { feedbackReplies } from '../../db/schema';

/** Replies under a released comment: who may read and write them, and what each side has not read. */
let server: TestServer;
let tokens: { student: string; other: string; admin: string };
let assignmentId: number;
let submissionId: number;
let itemIds: number[];

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const thread = (itemId: number) => `/api/feedback-items/${itemId}/replies`;
/** The instructor's grading screen of the essay. */
const desk = () => gradingDesk(server, tokens.admin, assignmentId, submissionId);
const countsFor = async (token: string) =>
  token === tokens.admin
    ? (await desk().read()).json().reply_counts
    : (await call('GET', `/api/student/assignments/${assignmentId}/feedback`, token)).json().reply_counts;

beforeAll(async () => {
  server = await startTestServer();
  const { student, assignment } = await enrolledStudent(server);
  assignmentId = assignment.id;
  tokens = {
    student: student.token,
    other: (await signedInUser(server)).token,
    admin: (await signedInUser(server, { role: 'admin' })).token,
  };
  submissionId = (
    await submitEssay(
      server,
      tokens.student,
      assignmentId,
      '<p>Trees cools the streets. Their is less noise under trees.</p>',
    )
  ).json().id;
  await storeTestDraft(server.handle.db, submissionId, (text) => [
    itemOn(text, 'Trees cools'),
    itemOn(text, 'Their is'),
  ]);
  itemIds = (await desk().read()).json().feedback_items.map((item: { id: number }) => item.id);
});
afterAll(() => server.close());

describe('replies under a comment', () => {
  it('are closed to the author until the comment is released to them', async () => {
    expect((await call('POST', thread(itemIds[0]), tokens.student, { body: 'Why?' })).statusCode).toBe(404);
    // Released with only the first comment accepted: the second was never shown.
    await desk().decide(itemIds[0], 'accepted');
    await desk().decide(itemIds[1], 'rejected');
    const released = await desk().review(
      reviewForm({
        grade: 70,
        general_feedback: 'Check agreement.',
        overall_feedback: 'Clear.',
        strengths: ['Clear'],
        areas_for_improvement: ['Agreement'],
        encouragement: 'Keep going.',
        release: true,
      }),
    );
    expect(released.statusCode).toBe(200);
    expect((await call('GET', thread(itemIds[1]), tokens.student)).statusCode).toBe(404);
  });

  it('go back and forth between the author and the instructor, each named with their role', async () => {
    const question = await call('POST', thread(itemIds[0]), tokens.student, {
      body: '  Is "cools" wrong? See https://example.com/agreement  ',
    });
    expect(question.statusCode).toBe(201);
    expect(question.json()).toMatchObject({
      role: 'student',
      body: 'Is "cools" wrong? See https://example.com/agreement',
    });
    const answer = await call('POST', thread(itemIds[0]), tokens.admin, { body: 'Yes: trees is plural.' });
    expect(answer.json().role).toBe('instructor');
    const replies = (await call('GET', thread(itemIds[0]), tokens.student)).json();
    expect(replies.map((reply: { role: string; body: string }) => [reply.role, reply.body])).toEqual([
      ['student', 'Is "cools" wrong? See https://example.com/agreement'],
      ['instructor', 'Yes: trees is plural.'],
    ]);
    expect(Date.parse(replies[0].created_at)).toBeLessThanOrEqual(Date.parse(replies[1].created_at));
  });

  it('refuse an empty reply with a sentence, and anyone but the author and instructors', async () => {
    const empty = await call('POST', thread(itemIds[0]), tokens.student, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: 'Write your reply first.' });
    expect((await call('GET', thread(itemIds[0]), tokens.other)).statusCode).toBe(404);
    expect((await call('POST', thread(itemIds[0]), tokens.other, { body: 'Hello' })).statusCode).toBe(404);
    expect((await call('GET', thread(999_999), tokens.admin)).statusCode).toBe(404);
  });

  it('count what each side has not read, until it opens the thread', async () => {
    await call('POST', thread(itemIds[0]), tokens.student, { body: 'Thanks, fixed.' });
    expect(await countsFor(tokens.admin)).toEqual([{ item_id: itemIds[0], replies: 3, unread: 2 }]);
    await call('GET', thread(itemIds[0]), tokens.admin);
    expect(await countsFor(tokens.admin)).toEqual([{ item_id: itemIds[0], replies: 3, unread: 0 }]);
    await call('POST', thread(itemIds[0]), tokens.admin, { body: 'Good.' });
    expect(await countsFor(tokens.student)).toEqual([{ item_id: itemIds[0], replies: 4, unread: 1 }]);
    await call('GET', thread(itemIds[0]), tokens.student);
    expect(await countsFor(tokens.student)).toEqual([{ item_id: itemIds[0], replies: 4, unread: 0 }]);
  });
});

describe('unread replies for the dashboards', () => {
  it("list each side's essays with replies it has not opened, and forget them once read", async () => {
    await call('POST', thread(itemIds[0]), tokens.student, { body: 'One more question.' });
    const forInstructor = (await call('GET', '/api/replies/unread', tokens.admin)).json();
    expect(forInstructor).toEqual([
      expect.objectContaining({ submission_id: submissionId, assignment_id: assignmentId, unread: 1 }),
    ]);
    expect((await call('GET', '/api/replies/unread', tokens.student)).json()).toEqual([]);
    expect((await call('GET', '/api/replies/unread', tokens.other)).json()).toEqual([]);
    await call('POST', thread(itemIds[0]), tokens.admin, { body: 'Ask away.' });
    expect((await call('GET', '/api/replies/unread', tokens.student)).json()).toEqual([
      expect.objectContaining({ submission_id: submissionId, unread: 1 }),
    ]);
    await call('GET', thread(itemIds[0]), tokens.admin);
    expect((await call('GET', '/api/replies/unread', tokens.admin)).json()).toEqual([]);
  });
});

describe('limits on replies', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ REPLIES_PER_MINUTE: '3', REPLIES_PER_THREAD_PER_10_MINUTES: '5' });
  });
  afterAll(() => limited.close());

  /** A released essay with one comment, its author, a classmate with their own, and the instructor. */
  async function releasedThread() {
    const db = limited.handle.db;
    const { student, course, assignment } = await enrolledStudent(limited);
    const { token } = student;
    const admin = await signedInUser(limited, { role: 'admin' });
    const adminToken = admin.token;
    await addToStaff(db, course.id, admin.id);
    const essay = await submitEssay(limited, token, assignment.id, '<p>Trees cools the streets.</p>');
    await storeTestDraft(db, essay.json().id, (text) => [itemOn(text, 'Trees cools')]);
    const desk = gradingDesk(limited, adminToken, assignment.id, essay.json().id);
    const item = (await desk.read()).json().feedback_items[0].id;
    await desk.decide(item, 'accepted');
    await desk.review(reviewForm({ grade: 70, release: true }));
    const post = (who: string, body: string) =>
      limited.app.inject({ method: 'POST', url: thread(item), payload: { body }, headers: bearer(who) });
    return { item, token, adminToken, post };
  }

  it("slows one account that replies without pause, and takes a classmate's reply meanwhile", async () => {
    const flooder = await releasedThread();
    const classmate = await releasedThread();
    const answers = [];
    for (let n = 0; n < 4; n += 1)
      answers.push((await flooder.post(flooder.token, `Reply ${n}.`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect((await classmate.post(classmate.token, 'My own question.')).statusCode).toBe(201);
  });

  it('takes a few replies a conversation in 10 minutes from both sides, then asks them to wait', async () => {
    const { token, adminToken, post } = await releasedThread();
    const statuses = [];
    for (const [who, body] of [
      [token, 'Why?'],
      [adminToken, 'Agreement.'],
      [token, 'Which word?'],
      [adminToken, 'The verb.'],
      [token, 'Got it.'],
      [adminToken, 'Good.'],
    ])
      statuses.push((await post(who, body)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses a reply once a conversation holds as many as it may, with a sentence', async () => {
    const { item, token, post } = await releasedThread();
    const [author] = await limited.handle.db
      .select({ id: feedbackReplies.authorId })
      .from(feedbackReplies)
      .limit(1);
    await limited.handle.db.insert(feedbackReplies).values(
      Array.from({ length: REPLY_THREAD_MAX }, (_, k) => ({
        itemId: item,
        authorId: author.id,
        body: `Earlier ${k}.`,
        createdAt: new Date(Date.now() - 3_600_000),
      })),
    );
    const full = await post(token, 'One more?');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/^This conversation has reached 200 replies\./);
  });
});
