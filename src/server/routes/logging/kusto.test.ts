import { eq } from 'drizzle-orm';
import { bearer, signedInUser } from '../../../../test/server/factories';
import { startTestServer } from '../../../../test/server/test-server';
import type { LegacyAnalyticsBody } from '../../../shared/contract/legacy-analytics';
import type { ClientLogEvent } from '../../../shared/contract/logs';
import { logRecords } from '../../db/schema';

const KUSTO = '/api/logging/kusto';

const event = (sessionId: string, action = 'signIn'): ClientLogEvent => ({
  timestamp: new Date(Date.now() - 1000).toISOString(),
  userId: null,
  username: null,
  userRole: null,
  sessionId,
  action,
  category: 'AUTH',
  entityType: null,
  entityId: null,
  details: {},
  success: true,
  errorMessage: null,
  duration: null,
  browserInfo: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  pageUrl: 'http://margin.test/user/dashboard',
});

const body = (sessionId: string, count = 1): LegacyAnalyticsBody => ({
  events: Array.from({ length: count }, (_, index) => event(sessionId, `action-${index}`)),
  config: { app_version: '0.17.0-beta', session_id: sessionId },
});

async function serverWithStudent(env: Record<string, string>) {
  const server = await startTestServer(env);
  const account = await signedInUser(server);
  const send = (payload: unknown, withToken = true) =>
    server.app.inject({
      method: 'POST',
      url: KUSTO,
      payload: payload as object,
      headers: withToken ? bearer(account.token) : {},
    });
  return { server, account, send };
}

describe('POST /api/logging/kusto, as it ships (off)', () => {
  let world: Awaited<ReturnType<typeof serverWithStudent>>;
  beforeAll(async () => {
    world = await serverWithStudent({});
  });
  afterAll(() => world.server.close());

  it('answers 404 with a sentence and stores nothing', async () => {
    const response = await world.send(body('off'));
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Legacy analytics logging is not enabled on this server.');
    const stored = await world.server.handle.db
      .select()
      .from(logRecords)
      .where(eq(logRecords.sessionId, 'off'));
    expect(stored).toEqual([]);
  });
});

describe('POST /api/logging/kusto, with LEGACY_ANALYTICS=1', () => {
  let world: Awaited<ReturnType<typeof serverWithStudent>>;
  beforeAll(async () => {
    world = await serverWithStudent({ LEGACY_ANALYTICS: '1', LOG_EVENTS_PER_ACCOUNT_PER_DAY: '30' });
  });
  afterAll(() => world.server.close());

  const recordsOf = (sessionId: string) =>
    world.server.handle.db.select().from(logRecords).where(eq(logRecords.sessionId, sessionId));

  it('keeps the events as web records of the signed-in person, marked as the legacy channel', async () => {
    const response = await world.send(body('legacy', 2));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const stored = await recordsOf('legacy');
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ service: 'web', userId: world.account.id });
    expect(JSON.parse(stored[0].context as string)).toMatchObject({
      channel: 'legacy-analytics',
      app_version: '0.17.0-beta',
    });
  });

  it('refuses a batch larger than 25 events before storing any', async () => {
    const response = await world.send(body('too-many', 26));
    expect(response.statusCode).toBe(400);
    expect(await recordsOf('too-many')).toEqual([]);
  });

  it('keeps no config field it does not know', async () => {
    const payload = { ...body('odd-config'), config: { app_version: '1', session_id: 's', secret: 'x' } };
    expect((await world.send(payload)).statusCode).toBe(202);
    const [stored] = await recordsOf('odd-config');
    expect(stored.context).not.toContain('secret');
  });

  it('asks for a signed-in person', async () => {
    expect((await world.send(body('anonymous'), false)).statusCode).toBe(401);
  });

  it('counts against the daily quota the browser log shares', async () => {
    // 3 events are already spent above; 27 remain of 30.
    const first = await world.send(body('quota', 25));
    expect(first.json()).toEqual({ accepted: 25 });
    const second = await world.send(body('quota-2', 25));
    expect(second.json()).toEqual({ accepted: 2 });
    expect((await world.send(body('quota-3', 1))).statusCode).toBe(429);
  });
});
