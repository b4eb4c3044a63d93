import { eq } from 'drizzle-orm';
import {
  bearer,
  createUser,
  type SignedInUser,
  signedInUser,
  siteAdministrator,
  tokenFor,
} from '../../../../../../test/server/factories';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../../../../../test/server/test-server';
import type { ClientLogEvent } from '../../../../../shared/contract/logs';
import { buildApp } from '../../../../app';
import { logRecords } from '../../../../db/schema';

const INGEST = '/api/admin/logs/ingest/batch';
let server: TestServer;
let student: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ LOG_INGEST_RATE_LIMIT_PER_MINUTE: '1000' });
  student = await signedInUser(server, { username: 'lena_student' });
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

  it('keeps a whole batch when one error message runs past its limit, cutting that one and marking the cut', async () => {
    const trace = `TypeError: grade is undefined\n${'    at SummaryEditor (summary-editor.tsx:42:7)\n'.repeat(100)}`;
    const batch = Array.from({ length: 25 }, (_, k) =>
      event({
        sessionId: 'stack-trace',
        action: `call${k}`,
        ...(k === 12 ? { success: false, errorMessage: trace } : {}),
      }),
    );
    const answer = await send(batch);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: 25 });
    const rows = await recordsOfSession('stack-trace');
    expect(rows).toHaveLength(25);
    const cut = rows.find((row) => row.level === 'error')!;
    expect(cut.message.startsWith('call12: TypeError: grade is undefined')).toBe(true);
    const context = typeof cut.context === 'string' ? JSON.parse(cut.context) : cut.context;
    expect(context.error_message).toMatch(/…\[cut\]$/);
    // Any text field past its limit is cut the same way: an action, a path in the details.
    const long = await send([
      event({
        sessionId: 'long-fields',
        action: 'a'.repeat(201),
        details: { path: `/api/${'p'.repeat(400)}` },
      }),
    ]);
    expect(long.json()).toEqual({ accepted: 1 });
    const [row] = await recordsOfSession('long-fields');
    const stored = typeof row.context === 'string' ? JSON.parse(row.context) : row.context;
    expect(stored.action).toHaveLength(200);
    expect(stored.details.path).toHaveLength(300);
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
    ['an empty action', [event({ action: '' })], /0\.action/],
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
      const token = await tokenFor(server, account);
      expect((await send([event()], token)).statusCode).toBe(202);
    }
  });

  it('takes far fewer events a day from an account whose address is not verified, and others meanwhile', async () => {
    const { token } = await signedInUser(server, { emailVerified: false, status: 'pending' });
    const flood = Array.from({ length: 100 }, () => event({ sessionId: 'unverified-flood' }));
    const first = await send(flood, token);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 50 });
    expect((await send(flood, token)).statusCode).toBe(429);
    expect(await recordsOfSession('unverified-flood')).toHaveLength(50);
    // A verified student's batch of the same size is kept whole.
    const whole = await send(Array.from({ length: 100 }, () => event({ sessionId: 'verified-batch' })));
    expect(whole.json()).toEqual({ accepted: 100 });
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
    const [firstToken, secondToken] = [await tokenFor(limited, first), await tokenFor(limited, second)];
    const post = (token: string) =>
      limited.app.inject({ method: 'POST', url: INGEST, payload: [event()], headers: bearer(token) });
    for (let batch = 0; batch < 3; batch += 1) expect((await post(firstToken)).statusCode).toBe(202);
    const refused = await post(firstToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await post(secondToken)).statusCode).toBe(202);
  });
});

describe('the time of a browser event', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('is when it arrived, whatever the browser says; its own time stays in the context, held to 5 days', async () => {
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const before = Date.now();
    const response = await send([
      event({ sessionId: 'clock-2019', timestamp: '2019-03-01T10:00:00.000Z' }),
      event({ sessionId: 'clock-ahead', timestamp: new Date(Date.now() + DAY).toISOString() }),
      event({ sessionId: 'clock-right', timestamp: anHourAgo }),
    ]);
    const after = Date.now();
    expect(response.statusCode).toBe(202);
    const browserTime = async (sessionId: string) => {
      const [row] = await recordsOfSession(sessionId);
      expect(row.timestamp.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.timestamp.getTime()).toBeLessThanOrEqual(after);
      return { arrived: row.timestamp.getTime(), said: JSON.parse(row.context!).client_timestamp };
    };
    // Section 9: the browser keeps its local log for 5 days, so an older time is not believable.
    const old = await browserTime('clock-2019');
    expect(old.said).toBe(new Date(old.arrived - 5 * DAY).toISOString());
    const ahead = await browserTime('clock-ahead');
    expect(ahead.said).toBe(new Date(ahead.arrived).toISOString());
    expect((await browserTime('clock-right')).said).toBe(anHourAgo);
  });

  it('orders and filters the System Logs list by arrival', async () => {
    const admin = await siteAdministrator(server.handle.db);
    const adminToken = await tokenFor(server, admin);
    const from = new Date().toISOString();
    await send([event({ action: 'arrivedFirst', timestamp: new Date(Date.now() - 60_000).toISOString() })]);
    await send([event({ action: 'arrivedSecond', timestamp: '2019-03-01T10:00:00.000Z' })]);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/admin/logs?q=arrived&from=${encodeURIComponent(from)}`,
      headers: bearer(adminToken),
    });
    expect(page.json().items.map((item: { message: string }) => item.message)).toEqual([
      'arrivedSecond',
      'arrivedFirst',
    ]);
  });
});

describe('the daily quota of log events', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      LOG_EVENTS_PER_ACCOUNT_PER_DAY: '3',
      LOG_INGEST_RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(() => capped.close());

  const tokenOf = async (server: TestServer) => (await signedInUser(server)).token;
  const post = (app: TestServer['app'], token: string, events: ClientLogEvent[]) =>
    app.inject({ method: 'POST', url: INGEST, payload: events, headers: bearer(token) });
  /** A batch that is not even JSON. */
  const postBroken = (token: string) =>
    capped.app.inject({
      method: 'POST',
      url: INGEST,
      payload: '[{"not json',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
  const QUOTA_SPENT = {
    code: 'RATE_LIMITED',
    detail:
      'This account has sent its 3 log events for today; further events are dropped until midnight UTC.',
  };

  it('keeps the events that fit, then refuses the rest of the day with 429 and a sentence', async () => {
    const token = await tokenOf(capped);
    const sessionId = `quota-${Date.now()}`;
    const mine = () => event({ sessionId });
    expect((await post(capped.app, token, [mine(), mine()])).json()).toEqual({ accepted: 2 });
    const crossing = await post(capped.app, token, [mine(), mine()]);
    expect(crossing.statusCode).toBe(202);
    expect(crossing.json()).toEqual({ accepted: 1 });
    const refused = await post(capped.app, token, [mine()]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(QUOTA_SPENT);
    const stored = await capped.handle.db
      .select()
      .from(logRecords)
      .where(eq(logRecords.sessionId, sessionId));
    expect(stored).toHaveLength(3);
    // Another account has a quota of its own.
    expect((await post(capped.app, await tokenOf(capped), [event()])).statusCode).toBe(202);
  });

  it('refuses a spent account’s further batches before reading them, and only that account’s', async () => {
    const token = await tokenOf(capped);
    const spend = await post(capped.app, token, [event(), event(), event(), event()]);
    expect(spend.json()).toEqual({ accepted: 3 });
    // Not parsed, not checked: a body that is not even JSON gets the quota's answer, not a 400.
    const unread = await postBroken(token);
    expect(unread.statusCode).toBe(429);
    expect(unread.json()).toMatchObject(QUOTA_SPENT);
    const other = await tokenOf(capped);
    const malformed = await postBroken(other);
    expect(malformed.statusCode).toBe(400);
    expect((await post(capped.app, other, [event()])).json()).toEqual({ accepted: 1 });
  });

  it('takes an account’s batches one at a time, so one sent beside the spending batch is refused unread', async () => {
    const token = await tokenOf(capped);
    const [spending, beside] = await Promise.all([
      post(capped.app, token, [event(), event(), event()]),
      postBroken(token),
    ]);
    expect(spending.json()).toEqual({ accepted: 3 });
    expect(beside.statusCode).toBe(429);
  });

  it('holds across servers that share the database', async () => {
    const other = await buildApp({
      config: capped.config,
      db: capped.handle.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
      runJobs: false,
    });
    await other.ready();
    try {
      const token = await tokenOf(capped);
      expect((await post(capped.app, token, [event(), event(), event()])).statusCode).toBe(202);
      expect((await post(other, token, [event()])).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
