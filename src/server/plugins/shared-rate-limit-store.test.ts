import { sql } from 'drizzle-orm';
import { createUser, PASSWORD } from '../../../test/server/factories';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../../test/server/test-server';
import { buildApp } from '../app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => server.close());

const copy = async (config = server.config) => {
  const app = await buildApp({
    config,
    db: server.handle.db,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    sharedRateLimits: true,
  });
  await app.ready();
  return app;
};

describe('rate limits shared through the database', () => {
  it('counts sign-in attempts across two servers on one database', async () => {
    const [first, second] = [await copy(), await copy()];
    try {
      const user = await createUser(server.handle.db);
      const attempt = (app: typeof first, password: string) =>
        app.inject({ method: 'POST', url: '/api/login', payload: { identifier: user.username, password } });
      expect((await attempt(first, 'guess one')).statusCode).toBe(401);
      expect((await attempt(second, 'guess two')).statusCode).toBe(401);
      expect((await attempt(first, 'guess three')).statusCode).toBe(401);
      const blocked = await attempt(second, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts each route apart, even two that share a limit', async () => {
    const app = await copy({ ...server.config, authRateLimitPerMinute: 2 });
    try {
      const from = { remoteAddress: '192.0.2.50' };
      const resend = () =>
        app.inject({
          method: 'POST',
          url: '/api/resend-verification',
          payload: { email: 'y@example.com' },
          ...from,
        });
      expect((await resend()).statusCode).toBe(202);
      expect((await resend()).statusCode).toBe(202);
      expect((await resend()).statusCode).toBe(429);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refresh_token: 'A'.repeat(43) },
        ...from,
      });
      expect(refresh.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('keeps routes apart and starts a new window when the old one ends', async () => {
    const app = await copy();
    try {
      const resend = () =>
        app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'x@example.com' } });
      expect((await resend()).statusCode).toBe(202);
      const user = await createUser(server.handle.db);
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { identifier: user.username, password: PASSWORD },
        });
      for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(429);
      await server.handle.db.execute(
        sql`update rate_limit_hits set window_ends_at = now() - interval '1 second'`,
      );
      expect((await login()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
