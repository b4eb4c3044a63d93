import { eq } from 'drizzle-orm';
import { jwtDecode } from 'jwt-decode';
import { bearer, createUser, PASSWORD, signIn } from '../../../test/server/factories';
import { signedToken } from '../../../test/server/signed-token';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import type { AccessTokenPayload } from '../../shared/contract/auth';
import { users } from '../db/schema';

// Expired, tampered, `alg: none`, foreign-key tokens, one-step refresh reuse, the sign-in limit and
// unknown-versus-wrong-password are in routes/sign-in.test.ts; e-mail enumeration at
// registration and resend is in routes/registration.test.ts. These are the cases beyond them.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const refresh = (refresh_token: string) =>
  server.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token } });
const login = (identifier: string, password: string, app = server.app) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });

describe('access tokens signed with the right key', () => {
  let claims: AccessTokenPayload;
  beforeAll(async () => {
    const user = await createUser(server.handle.db);
    claims = jwtDecode<AccessTokenPayload>((await signIn(server, user.username)).access_token);
  });
  const without = (name: keyof AccessTokenPayload) => {
    const { [name]: _left, ...rest } = claims;
    return rest;
  };

  it('still works when sent back unchanged', async () => {
    expect((await me(signedToken(claims))).statusCode).toBe(200);
  });

  it.each([
    ['no id', () => without('id')],
    ['no session', () => without('sid')],
    ['no role', () => without('role')],
    ['no expiry, so it would never expire', () => without('exp')],
    ['an id that is text', () => ({ ...claims, id: String(claims.id) })],
    ['an id that is an object', () => ({ ...claims, id: { $gt: 0 } })],
    ['an id beyond any stored id', () => ({ ...claims, id: 1e20 })],
    ['a session that is a number', () => ({ ...claims, sid: 7 })],
    ['no claims at all', () => ({})],
  ])('are refused as a sign-in problem when they carry %s', async (_case, payload) => {
    const response = await me(signedToken(payload()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Your session has expired. Please sign in again.',
    });
  });

  it('grant only the role the account has now, whatever role the token names', async () => {
    const admin = await createUser(server.handle.db, { role: 'admin' });
    const { access_token } = await signIn(server, admin.username);
    const dashboard = () =>
      server.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(access_token) });
    expect((await dashboard()).statusCode).toBe(200);
    await server.handle.db.update(users).set({ role: 'regular' }).where(eq(users.id, admin.id));
    // Changed behind the servers' backs: it counts from the moment the database announces it
    // (at once on PGlite; on PostgreSQL, once the notification has arrived).
    await server.handle.changes.settled();
    expect(jwtDecode<AccessTokenPayload>(access_token).role).toBe('admin');
    expect((await dashboard()).statusCode).toBe(403);
  });
});

describe('a declined account', () => {
  it('is refused with tokens from before, even when its sessions were left open', async () => {
    const applicant = await createUser(server.handle.db, { status: 'pending' });
    const signedIn = await signIn(server, applicant.username);
    // Declined behind the rejection route's back: the status alone must end the session.
    await server.handle.db.update(users).set({ status: 'rejected' }).where(eq(users.id, applicant.id));
    await server.handle.changes.settled();

    const profile = await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(signedIn.access_token),
      payload: { username: applicant.username, email: applicant.email },
    });
    expect(profile.statusCode).toBe(401);
    expect((await me(signedIn.access_token)).statusCode).toBe(401);
    const refreshed = await refresh(signedIn.refresh_token);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      detail: 'Your session has ended. Please sign in again.',
    });
  });
});

describe('refresh token reuse', () => {
  it('ends the whole family down to its newest token, and only that family', async () => {
    const user = await createUser(server.handle.db);
    const laptop = await signIn(server, user.username);
    const phone = await signIn(server, user.username);
    let newest = laptop;
    const used: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      used.push(newest.refresh_token);
      const rotated = await refresh(newest.refresh_token);
      expect(rotated.statusCode).toBe(200);
      newest = { ...newest, ...rotated.json() };
    }
    expect((await me(newest.access_token)).statusCode).toBe(200);

    // A copy of a token two rotations old comes back: someone else holds the family.
    const replay = await refresh(used[1]);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await refresh(newest.refresh_token)).statusCode).toBe(401);
    expect((await me(newest.access_token)).statusCode).toBe(401);

    expect((await me(phone.access_token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });
});

describe('sign-in guessing', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // A one-second window stands in for the minute, so the test can wait one out.
    limited = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_WINDOW_MS: '1000' });
  });
  afterAll(() => limited.close());

  async function exhaust(identifier: string) {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(identifier, 'a wrong guess', limited.app)).statusCode).toBe(401);
    }
  }

  it('is stopped with a sentence, and the real owner signs in again once the window has passed', async () => {
    const victim = await createUser(limited.handle.db);
    await exhaust(victim.username);
    const blocked = await login(victim.username, PASSWORD, limited.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: 'Too many sign-in attempts. Try again in a second.',
    });

    let answer = blocked;
    for (let attempt = 0; attempt < 50 && answer.statusCode === 429; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await login(victim.username, PASSWORD, limited.app);
    }
    expect(answer.statusCode).toBe(200);
  });

  it('counts the account however its name is spelled, so spaces and letter case buy no extra guesses', async () => {
    const victim = await createUser(limited.handle.db);
    await exhaust(victim.username);
    for (const variant of [
      ` ${victim.username}`,
      `${victim.username.toUpperCase()}  `,
      `\t${victim.username}`,
    ]) {
      const response = await login(variant, PASSWORD, limited.app);
      expect({ variant, status: response.statusCode }).toEqual({ variant, status: 429 });
    }
  });
});

describe('sign-in reveals nothing about an account', () => {
  it('answers a wrong password for a pending, unverified or declined account like an unknown name', async () => {
    const db = server.handle.db;
    const accounts = [
      await createUser(db, { status: 'pending' }),
      await createUser(db, { emailVerified: false, status: 'pending' }),
      await createUser(db, { status: 'rejected' }),
    ];
    const unknown = await login('nobody-by-this-name', 'a wrong guess');
    expect(unknown.statusCode).toBe(401);
    for (const account of accounts) {
      const answer = await login(account.username, 'a wrong guess');
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 401,
        body: unknown.json(),
      });
    }
  });
});
