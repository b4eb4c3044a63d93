import { eq } from 'drizzle-orm';
import type { ClientLogEvent } from '../../../../shared/contract/logs';
import { logRecords } from '../../../db/schema';
import { bearer, createUser, signIn } from '../../../testing/factories';
import { startTestServer, type TestServer } from '../../../testing/test-server';

const INGEST = '/api/admin/logs/ingest/batch';
let server: TestServer;
let student: { id: number; username: string; token: string };
beforeAll(async () => {
  server = await startTestServer({ LOG_INGEST_RATE_LIMIT_PER_MINUTE: '1000' });
  const account = await createUser(server.handle.db, { username: 'lena_student' });
  student = { ...account, token: (await signIn(server, account.username)).access_token };
});
afterAll(() => server.close());

const event = (changes: Partial<ClientLogEvent> = {}): ClientLogEvent => ({
  timestamp: new Date(Date.now() - 1000).toISOString(),
  userId: null,
  username: null,
  userRole: null,
  sessionId: 'tab-1',
  action: 'createCourse',
  category: 'COURSE_MANAGEMENT',
  entityType: 'course',
  entityId: 7,
  details: { endpointName: 'createCourse', method: 'POST', path: '/api/admin/courses', status: 201 },
  success: true,
  errorMessage: null,
  duration: 84.6,
  browserInfo: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  pageUrl: 'http://margin.test/admin/apps/courses/create',
  ...changes,
});

const send = (body: unknown, token: string | null = student.token) =>
  server.app.inject({
    method: 'POST',
    url: INGEST,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

const recordsOfSession = (sessionId: string) =>
  server.handle.db.select().from(logRecords).where(eq(logRecords.sessionId, sessionId));

describe('POST /api/admin/logs/ingest/batch', () => {
  it('stores each event as a web record of the signed-in person and answers 202 with the count', async () => {
    const response = await send([
      event({ sessionId: 'stored' }),
      event({
        sessionId: 'stored',
        action: 'GET /api/admin/courses',
        category: 'PERFORMANCE',
        duration: 3200.4,
        details: { path: '/api/admin/courses', method: 'GET', status: 200 },
      }),
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await recordsOfSession('stored');
    expect(rows).toHaveLength(2);
    const created = rows.find((row) => row.category === 'COURSE_MANAGEMENT')!;
    expect(created).toMatchObject({
      service: 'web',
      level: 'info',
      message: 'createCourse',
      userId: student.id,
      username: 'lena_student',
      endpoint: '/api/admin/courses',
      method: 'POST',
      statusCode: 201,
      durationMs: 85,
    });
    expect(JSON.parse(created.context!)).toMatchObject({
      entity_type: 'course',
      entity_id: 7,
      user_role: 'regular',
    });
    // Section 9: a call slower than 3,000 ms is a warning.
    expect(rows.find((row) => row.category === 'PERFORMANCE')!.level).toBe('warning');
  });

  it('takes who did it from the token, never from the events', async () => {
    await send([event({ sessionId: 'claims', userId: 1, username: 'admin', userRole: 'admin' })]);
    const [row] = await recordsOfSession('claims');
    expect(row).toMatchObject({ userId: student.id, username: 'lena_student' });
    expect(JSON.parse(row.context!).user_role).toBe('regular');
  });

  it('builds the message from the action and the error, cut at 500 characters', async () => {
    await send([
      event({ sessionId: 'long', success: false, action: 'saveReview', errorMessage: 'x'.repeat(1000) }),
    ]);
    const [row] = await recordsOfSession('long');
    expect(row.level).toBe('error');
    expect(row.message).toHaveLength(500);
    expect(row.message.startsWith('saveReview: xxx')).toBe(true);
  });

  it('keeps only the allow-listed details, so nothing else a body carried is stored', async () => {
    const details = { status: 200, access_token: 'abc.def.ghi', body: { content_html: '<p>My essay</p>' } };
    const response = await send([event({ sessionId: 'extra', details: details as never })]);
    expect(response.statusCode).toBe(202);
    const [row] = await recordsOfSession('extra');
    expect(JSON.parse(row.context!).details).toEqual({ status: 200 });
    expect(row.context).not.toContain('abc.def.ghi');
    expect(row.context).not.toContain('My essay');
  });

  it.each([
    ['a body that is not a list', { events: [] }, /^body: Send a list of log events\.$/],
    ['an empty list', [], /^body: Send at least one log event\.$/],
    ['more than 100 events', Array.from({ length: 101 }, () => event()), /at most 100 log events/],
    [
      'an unknown category',
      [event({ category: 'GOSSIP' as never })],
      /0\.category: Use one of AUTH, COURSE_/,
    ],
    ['a success that is not true or false', [event({ success: 'maybe' as never })], /0\.success/],
    ['a negative duration', [event({ duration: -5 })], /0\.duration/],
    ['an action over 200 characters', [event({ action: 'a'.repeat(201) })], /0\.action: Use at most 200/],
    ['a timestamp that is not a time', [event({ timestamp: 'yesterday' })], /0\.timestamp/],
    [
      'a missing field',
      [event(), { ...event(), pageUrl: undefined }],
      /^1\.pageUrl: This field is required\.$/,
    ],
    [
      'a status that is not a number',
      [event({ details: { status: 'teapot' as never } })],
      /0\.details\.status/,
    ],
  ])('refuses %s with 400 and says which field', async (_case, body, detail) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it('asks a stranger to sign in', async () => {
    expect((await send([event()], null)).statusCode).toBe(401);
  });

  it('accepts events from an admin and from an account still waiting for approval', async () => {
    const admin = await createUser(server.handle.db, { role: 'admin' });
    const pending = await createUser(server.handle.db, { status: 'pending' });
    for (const account of [admin, pending]) {
      const token = (await signIn(server, account.username)).access_token;
      expect((await send([event()], token)).statusCode).toBe(202);
    }
  });
});

describe('the ingest rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ LOG_INGEST_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 after the configured number of batches a minute, counted per account', async () => {
    const [first, second] = [await createUser(limited.handle.db), await createUser(limited.handle.db)];
    const tokenOf = async (username: string) => (await signIn(limited, username)).access_token;
    const [firstToken, secondToken] = [await tokenOf(first.username), await tokenOf(second.username)];
    const post = (token: string) =>
      limited.app.inject({ method: 'POST', url: INGEST, payload: [event()], headers: bearer(token) });
    for (let batch = 0; batch < 3; batch += 1) expect((await post(firstToken)).statusCode).toBe(202);
    const refused = await post(firstToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await post(secondToken)).statusCode).toBe(202);
  });
});
