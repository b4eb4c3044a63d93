import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { bearer, createUser, signIn } from '../../../test/server/factories';
import { linkToken, mailTo, markOutbox, readOutbox, waitForMail } from '../../../test/server/outbox';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { pause } from '../../../test/server/waiting';
import { emailTokens, users } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  // Account e-mails go through the job queue, so the runner runs.
  server = await startTestServer({}, { runJobs: true });
});
afterAll(() => server.close());

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
const register = (payload: object) => post('/api/register', payload);

describe('POST /api/register and /api/verify-email', () => {
  it('creates an unverified, pending regular user and mails a single-use link that verifies the address', async () => {
    const response = await register({
      username: 'grace',
      email: 'grace@example.com',
      password: 'long enough password',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toMatch(/verification link/);

    const [user] = await server.handle.db.select().from(users).where(eq(users.username, 'grace'));
    expect(user).toMatchObject({ role: 'regular', status: 'pending', emailVerified: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await waitForMail(server.config.dataDir, 1);
    expect(mail.to).toContain('grace@example.com');
    expect(mail.body).toContain('http://margin.test/auth/verify-email?token=');
    const token = linkToken(mail.body);

    const verified = await post('/api/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const { access_token } = await signIn(server, 'grace', 'long enough password');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(access_token),
    });
    expect(me.json()).toMatchObject({ username: 'grace', email_verified: true, status: 'pending' });

    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      error: 'This verification link is invalid or has expired.',
    });
  });

  it('refuses a link older than 24 hours', async () => {
    const outbox = markOutbox(server.config.dataDir);
    await register({ username: 'late', email: 'late@example.com', password: 'long enough password' });
    const mails = await outbox.next(1);
    const token = linkToken(mails.find((mail) => mail.to.includes('late@example.com'))!.body);
    await server.handle.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/verify-email', { token })).statusCode).toBe(400);
  });

  it.each([
    [
      'a short password',
      { username: 'shorty', email: 's@example.com', password: 'short' },
      'password',
      'Use at least 8 characters.',
    ],
    [
      'a long password',
      { username: 'longy', email: 'l@example.com', password: 'x'.repeat(129) },
      'password',
      'Use at most 128 characters.',
    ],
    [
      'a bad e-mail',
      { username: 'bademail', email: 'not-an-address', password: 'long enough password' },
      'email',
      'Enter a valid e-mail address.',
    ],
    [
      'a bad username',
      { username: 'no spaces', email: 'n@example.com', password: 'long enough password' },
      'username',
      'Use letters, digits, dots, dashes or underscores.',
    ],
    [
      'a missing username',
      { email: 'm@example.com', password: 'long enough password' },
      'username',
      'This field is required.',
    ],
  ])('refuses %s with a field message', async (_case, payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('refuses a taken username in any letter case', async () => {
    await createUser(server.handle.db, { username: 'Taken' });
    const response = await register({
      username: 'taken',
      email: 'fresh@example.com',
      password: 'long enough password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'That username is already taken.' });
  });

  it('answers the same for a known e-mail address and tells its owner instead', async () => {
    const owner = await createUser(server.handle.db, { email: 'owner@example.com' });
    const outbox = markOutbox(server.config.dataDir);
    const fresh = await register({
      username: 'brandnew',
      email: 'brandnew@example.com',
      password: 'long enough password',
    });
    const known = await register({
      username: 'copycat',
      email: 'OWNER@example.com',
      password: 'long enough password',
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    const toOwner = mailTo(await outbox.next(2), owner.email);
    expect(toOwner?.subject).toMatch(/tried to create/);
    expect(toOwner?.body).not.toContain('token=');
  });
});

describe('POST /api/resend-verification', () => {
  it('answers the same whether or not the address exists, and mails only unverified owners', async () => {
    const unverified = await createUser(server.handle.db, { emailVerified: false, status: 'pending' });
    const verified = await createUser(server.handle.db);
    const outbox = markOutbox(server.config.dataDir);
    const answers = await Promise.all(
      [unverified.email, verified.email, 'nobody@example.com'].map((email) =>
        post('/api/resend-verification', { email }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const mails = await outbox.next(1);
    expect(await outbox.settled(200)).toHaveLength(1);
    expect(mails[0].to).toContain(unverified.email);
    expect((await post('/api/verify-email', { token: linkToken(mails[0].body) })).statusCode).toBe(200);
  });

  it('is rate-limited', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }, { runJobs: true });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/resend-verification',
          payload: { email: 'a@example.com' },
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('delivery over SMTP', () => {
  it('sends the verification e-mail to a real SMTP listener when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const viaSmtp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { runJobs: true });
    try {
      const response = await viaSmtp.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'smtpuser', email: 'smtp@example.com', password: 'long enough password' },
      });
      expect(response.statusCode).toBe(202);
      for (let i = 0; i < 100 && received.length === 0; i += 1) await pause(50);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/To: smtp@example\.com/);
      expect(received[0].replace(/=\r?\n/g, '')).toMatch(/verify-email\?token=3D|verify-email\?token=/);
      expect(readOutbox(viaSmtp.config.dataDir)).toHaveLength(0);
    } finally {
      await viaSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
