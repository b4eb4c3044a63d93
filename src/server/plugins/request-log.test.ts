import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { bearer, createUser, PASSWORD, signIn } from '../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { logRecords } from '../db/schema';
import databasePlugin from './database';
import errorsPlugin from './errors';
import requestLogPlugin from './request-log';

let server: TestServer;
let admin: { id: number; username: string };
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server.handle.db, { role: 'admin' });
  adminToken = (await signIn(server, admin.username)).access_token;
});
afterAll(() => server.close());

const recordsAt = async (endpoint: string) => {
  await server.app.requestLog.flush();
  return server.handle.db
    .select()
    .from(logRecords)
    .where(eq(logRecords.endpoint, endpoint))
    .orderBy(desc(logRecords.id));
};

describe('the request log', () => {
  it('records an answered request by its route, without the query string', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/courses?search=private-words',
      headers: bearer(adminToken),
    });
    const [row] = await recordsAt('/api/admin/courses');
    expect(row).toMatchObject({
      service: 'api',
      level: 'info',
      category: 'REQUEST',
      message: 'GET /api/admin/courses 200',
      method: 'GET',
      statusCode: response.statusCode,
      userId: admin.id,
      username: admin.username,
      ipAddress: '127.0.0.1',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(row.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(row)).not.toContain('private-words');
  });

  it('names the route pattern and the refusal of a failed request, as a warning', async () => {
    await server.app.inject({ method: 'GET', url: '/api/admin/courses/987654', headers: bearer(adminToken) });
    const [row] = await recordsAt('/api/admin/courses/:id');
    expect(row).toMatchObject({ level: 'warning', statusCode: 404 });
    expect(row.message).toMatch(/^GET \/api\/admin\/courses\/:id 404: /);
  });

  it('records a refused sign-in without its body', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: admin.username, password: `${PASSWORD}-wrong` },
    });
    const [row] = await recordsAt('/api/login');
    expect(row).toMatchObject({ statusCode: 401, userId: null, level: 'warning' });
    expect(JSON.stringify(row)).not.toContain('wrong');
  });

  it('leaves out the log ingest, the health check and the log screen’s own reads', async () => {
    const before = await server.handle.db.$count(logRecords);
    await server.app.inject({ method: 'GET', url: '/api/health' });
    await server.app.inject({ method: 'GET', url: '/api/admin/logs', headers: bearer(adminToken) });
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/logs/ingest/batch',
      payload: [],
      headers: bearer(adminToken),
    });
    await server.app.requestLog.flush();
    expect(await server.handle.db.$count(logRecords)).toBe(before);
  });
});

describe('a request that throws', () => {
  it('is recorded as an error with the first line of its message only', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(databasePlugin, { db: server.handle.db });
    await app.register(requestLogPlugin);
    app.get('/api/boom', async () => {
      throw new Error('Failed query: update users set password_hash = $1\nparams: $argon2id$secret');
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/boom?x=1' })).statusCode).toBe(500);
    } finally {
      await app.close(); // flushes what is buffered
    }
    const [row] = await server.handle.db
      .select()
      .from(logRecords)
      .where(eq(logRecords.endpoint, '/api/boom'));
    expect(row).toMatchObject({
      level: 'error',
      category: 'ERROR',
      message: 'GET /api/boom 500: Failed query: update users set password_hash = $1',
    });
    expect(JSON.stringify(row)).not.toContain('secret');
  });
});
