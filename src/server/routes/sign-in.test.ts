import { eq } from 'drizzle-orm';
import { jwtDecode } from 'jwt-decode';
import { bearer, createUser, PASSWORD, signIn } from '../../../test/server/factories';
import { waitForMail } from '../../../test/server/outbox';
import { signedToken } from '../../../test/server/signed-token';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import type { AccessTokenPayload } from '../../shared/contract/auth';
import { REFRESH_REUSE_GRACE_MS } from '../accounts/sessions';
import { hashToken } from '../auth/secrets';
import { refreshTokens } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

describe('POST /api/login', () => {
  it('signs in by username or e-mail in any letter case and answers the specification shape', async () => {
    const user = await createUser(server.handle.db, { username: 'Ada', email: 'ada@example.com' });
    for (const identifier of ['Ada', 'ada', 'ADA@example.com']) {
      const response = await login({ identifier, password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({ username: 'Ada', email: 'ada@example.com', display_name: 'Ada' });
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const payload = jwtDecode<AccessTokenPayload>(body.access_token);
      expect(payload).toMatchObject({ id: user.id, role: 'regular' });
      expect(payload.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await createUser(server.handle.db);
    const wrongPassword = await login({ identifier: user.username, password: 'not the password' });
    const unknown = await login({ identifier: 'nobody-here', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      detail: 'Incorrect username, e-mail or password.',
    });
  });

  it.each([
    ['a missing identifier', { password: PASSWORD }, 'identifier'],
    ['a missing password', { identifier: 'someone' }, 'password'],
    ['an empty identifier', { identifier: '', password: PASSWORD }, 'identifier'],
    ['a 2,000-character password', { identifier: 'someone', password: 'x'.repeat(2000) }, 'password'],
  ])('refuses %s with a field message', async (_case, payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: expect.any(String) },
    });
  });

  it('refuses malformed JSON with the error shape, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: expect.any(String) });
  });

  it('lets pending and unverified accounts sign in but refuses a rejected one', async () => {
    const pending = await createUser(server.handle.db, { status: 'pending' });
    const unverified = await createUser(server.handle.db, { emailVerified: false, status: 'pending' });
    const rejected = await createUser(server.handle.db, { status: 'rejected' });
    expect((await login({ identifier: pending.username, password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ identifier: unverified.username, password: PASSWORD })).statusCode).toBe(200);
    const refused = await login({ identifier: rejected.username, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/declined/);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('slows down guessing on one account without locking out other accounts', async () => {
    const victim = await createUser(limited.handle.db);
    const other = await createUser(limited.handle.db);
    const attempt = (identifier: string, password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(victim.username, 'guess')).statusCode).toBe(401);
    const blocked = await attempt(victim.username, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: 'Too many sign-in attempts. Try again in a minute.',
    });
    expect((await attempt(other.username, PASSWORD)).statusCode).toBe(200);
  });

  it('counts guesses by username and by e-mail address together', async () => {
    const victim = await createUser(limited.handle.db);
    const attempt = (identifier: string, password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });
    expect((await attempt(victim.username, 'guess')).statusCode).toBe(401);
    expect((await attempt(victim.email.toUpperCase(), 'guess')).statusCode).toBe(401);
    expect((await attempt(` ${victim.username}`, 'guess')).statusCode).toBe(401);
    expect((await attempt(victim.email, PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in guessing from one address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '6',
      // One reverse proxy in front: it appends the address it saw to X-Forwarded-For.
      TRUST_PROXY: '1',
      TRUST_PROXY_ADDRESSES: '10.0.0.2',
    });
  });
  afterAll(() => limited.close());

  const PROXY = '10.0.0.2';
  const attempt = (identifier: string, password: string, client: { socket: string; forwarded?: string }) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: client.socket,
      headers: client.forwarded ? { 'x-forwarded-for': client.forwarded } : {},
      payload: { identifier, password },
    });

  it('is stopped across accounts, though no one account reached its own limit', async () => {
    const accounts = [
      await createUser(limited.handle.db),
      await createUser(limited.handle.db),
      await createUser(limited.handle.db),
    ];
    const guesser = { socket: '192.0.2.10' };
    for (const account of accounts) {
      for (let guess = 0; guess < 2; guess += 1)
        expect((await attempt(account.username, 'a wrong guess', guesser)).statusCode).toBe(401);
    }
    const blocked = await attempt(accounts[0].username, PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: 'Too many sign-in attempts. Try again in a minute.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, the real owners' for instance, is not held back.
    expect((await attempt(accounts[0].username, PASSWORD, { socket: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('counts a client behind the trusted proxy by its own address, whatever X-Forwarded-For it invents', async () => {
    const victim = await createUser(limited.handle.db);
    for (let guess = 0; guess < 3; guess += 1) {
      // The client writes the first value; the proxy appends the address it really saw.
      const forwarded = `198.51.100.${guess + 1}, 203.0.113.7`;
      const answer = await attempt(victim.username, 'a wrong guess', { socket: PROXY, forwarded });
      expect(answer.statusCode).toBe(401);
    }
    const invented = await attempt(victim.username, PASSWORD, {
      socket: PROXY,
      forwarded: '198.51.100.99, 203.0.113.7',
    });
    expect(invented.statusCode).toBe(429);
    const neighbour = await attempt(victim.username, PASSWORD, { socket: PROXY, forwarded: '203.0.113.8' });
    expect(neighbour.statusCode).toBe(200);
  });

  it('counts a client that reaches the server directly by its connection, whatever X-Forwarded-For it forges', async () => {
    const accounts = [await createUser(limited.handle.db), await createUser(limited.handle.db)];
    const direct = '192.0.2.77';
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const account = accounts[guess % 2];
      const forwarded = `198.51.100.${guess + 20}`;
      statuses.push(
        (await attempt(account.username, 'a wrong guess', { socket: direct, forwarded })).statusCode,
      );
    }
    // Six guesses a minute from one address, as configured; the forged header bought none.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('sign-in guessing at one account from many addresses', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(
      {
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
        LOGIN_FAILURES_PER_ACCOUNT: '5',
      },
      { runJobs: true },
    );
  });
  afterAll(() => limited.close());

  const attempt = (identifier: string, password: string, socket: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: socket,
      payload: { identifier, password },
    });

  it('locks the account for a short while after a few failures, tells its owner, and spares other accounts', async () => {
    const victim = await createUser(limited.handle.db);
    const neighbour = await createUser(limited.handle.db);
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1)
      statuses.push((await attempt(victim.username, `guess ${guess}`, `198.51.100.${guess + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits out the lockout, from any address.
    const locked = await attempt(victim.email, PASSWORD, '203.0.113.50');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(
      /^Too many failed sign-ins to this account\. Try again in 15 minutes/,
    );
    const mail = await waitForMail(limited.config.dataDir, 1);
    expect(mail.find((each) => each.to.includes(victim.email))?.subject).toBe(
      'Sign-in to your Margin account paused',
    );
    expect((await attempt(neighbour.username, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('forgets the failures once the owner signs in', async () => {
    const owner = await createUser(limited.handle.db);
    for (let guess = 0; guess < 4; guess += 1) await attempt(owner.username, 'typo', '198.51.100.9');
    expect((await attempt(owner.username, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    for (let guess = 0; guess < 4; guess += 1)
      expect((await attempt(owner.username, 'typo', '198.51.100.9')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('accepts a valid token and rejects expired, tampered, unsigned and foreign ones', async () => {
    const user = await createUser(server.handle.db);
    const { access_token } = await signIn(server, user.username);
    expect((await me(access_token)).statusCode).toBe(200);

    const { sid } = jwtDecode<AccessTokenPayload>(access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = signedToken({ id: user.id, role: 'regular', sid, iat: now - 3600, exp: now - 60 });
    const [head, , signature] = access_token.split('.');
    const asAdmin = Buffer.from(JSON.stringify({ id: user.id, role: 'admin', sid, exp: now + 600 })).toString(
      'base64url',
    );
    const tampered = `${head}.${asAdmin}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${asAdmin}.`;
    const foreign = signedToken(
      { id: user.id, role: 'regular', sid, exp: now + 600 },
      'another-secret-of-sufficient-length-xx',
    );
    for (const token of [expired, tampered, unsigned, foreign, 'not-a-jwt']) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST /api/refresh and /api/logout', () => {
  const refresh = (refresh_token: string) =>
    server.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } });

  it('rotates the refresh token on every use', async () => {
    const user = await createUser(server.handle.db);
    const first = await signIn(server, user.username);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(jwtDecode<AccessTokenPayload>(body.access_token).id).toBe(user.id);
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  /** Moves a token's use back in time, past the window in which its successor is handed out again. */
  const usedLongAgo = (refreshToken: string) =>
    server.handle.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const user = await createUser(server.handle.db);
    const stolen = await signIn(server, user.username);
    const rotated = (await refresh(stolen.refresh_token)).json();
    await usedLongAgo(stolen.refresh_token);
    const replay = await refresh(stolen.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
  });

  it('gives two tabs that refresh with one token at the same moment the same successor, which works', async () => {
    const user = await createUser(server.handle.db);
    const shared = await signIn(server, user.username);
    const [first, second] = await Promise.all([refresh(shared.refresh_token), refresh(shared.refresh_token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = first.json().refresh_token;
    expect(second.json().refresh_token).toBe(successor);
    expect(successor).not.toBe(shared.refresh_token);
    expect((await me(first.json().access_token)).statusCode).toBe(200);
    expect((await me(second.json().access_token)).statusCode).toBe(200);
    // A third tab a moment later is answered the same way.
    expect((await refresh(shared.refresh_token)).json().refresh_token).toBe(successor);

    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access_token)).statusCode).toBe(200);
  });

  it('revokes the family when a used token comes back after its successor was used, however soon', async () => {
    const user = await createUser(server.handle.db);
    const copied = await signIn(server, user.username);
    const successor = (await refresh(copied.refresh_token)).json();
    const newest = (await refresh(successor.refresh_token)).json();
    expect((await refresh(copied.refresh_token)).statusCode).toBe(401);
    expect((await me(newest.access_token)).statusCode).toBe(401);
    expect((await refresh(newest.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    expect((await refresh('short')).statusCode).toBe(400);
  });

  it('ends the session at logout: the refresh token and the access token stop working', async () => {
    const user = await createUser(server.handle.db);
    const session = await signIn(server, user.username);
    const other = await signIn(server, user.username);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });
});
