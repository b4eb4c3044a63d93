import { and, eq, isNull } from 'drizzle-orm';
import {
  bearer,
  createUser,
  newStudentAnswer,
  signedInUser,
  signIn,
  tokenFor,
} from '../../../test/server/factories';
import { linkToken, mailTo, mailWhile, markOutbox } from '../../../test/server/outbox';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { emailTokens } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  // Verification e-mails go through the job queue, so the runner runs.
  server = await startTestServer({}, { runJobs: true });
});
afterAll(() => server.close());

const put = (payload: object, token: string) =>
  server.app.inject({ method: 'PUT', url: '/api/profile', payload, headers: bearer(token) });
const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
const me = async (token: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json();

let sequence = 0;
/** An address nobody has, new for each call. */
const freshAddress = () => {
  sequence += 1;
  return `moving${sequence}_${process.pid}@example.com`;
};

/** The next `count` messages the server writes, from the outbox as it stands now. */
const nextMails = (count: number, send: () => Promise<unknown>) =>
  mailWhile(server.config.dataDir, count, send);

/** Signs in and asks for `address`; answers the link mailed to it. */
async function requestChange(username: string, address: string) {
  const { access_token } = await signIn(server, username);
  const mails = await nextMails(1, () => put({ username, email: address }, access_token));
  const mail = mailTo(mails, address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return linkToken(mail.body);
}

describe('PUT /api/profile with a new e-mail address', () => {
  it('answers the same whether or not another account has the address, and mails a link or a notice', async () => {
    const owner = await createUser(server.handle.db);
    const user = await signedInUser(server);
    const free = freshAddress();
    let freeAnswer!: Awaited<ReturnType<typeof put>>;
    let takenAnswer!: Awaited<ReturnType<typeof put>>;

    const [linkMail] = await nextMails(1, async () => {
      const answer = await put({ username: user.username, email: free }, user.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ...newStudentAnswer(user), pending_email: free });
      freeAnswer = answer;
    });
    const [notice] = await nextMails(1, async () => {
      takenAnswer = await put({ username: user.username, email: owner.email.toUpperCase() }, user.token);
    });

    expect(takenAnswer.statusCode).toBe(freeAnswer.statusCode);
    expect(takenAnswer.headers['content-type']).toBe(freeAnswer.headers['content-type']);
    expect(takenAnswer.body.replace(owner.email.toUpperCase(), '<asked>')).toBe(
      freeAnswer.body.replace(free, '<asked>'),
    );

    expect(linkMail.to).toContain(free);
    expect(linkMail.subject).toBe('Confirm your new e-mail address for Margin');
    expect(linkMail.body).toContain('http://margin.test/auth/verify-email?token=');
    expect(notice.to.toLowerCase()).toContain(owner.email);
    expect(notice.subject).toMatch(/tried to move a Margin account to your address/);
    expect(notice.body).not.toContain('token=');
    // Nothing moved: both accounts keep their addresses, and the taken one got no link to use.
    expect(await me(user.token)).toMatchObject({ email: user.email, email_verified: true });
    const ownerToken = await tokenFor(server, owner);
    expect((await me(ownerToken)).email).toBe(owner.email);
    const usable = await server.handle.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), isNull(emailTokens.usedAt)));
    expect(usable).toEqual([]);
  });

  it('keeps the old address until the link is opened; the link makes the new one verified, once', async () => {
    // The "wrong address" path: an unverified, pending person corrects the address they signed up with.
    const user = await createUser(server.handle.db, { emailVerified: false, status: 'pending' });
    const session = await signIn(server, user.username);
    const address = freshAddress();
    const token = await requestChange(user.username, address);

    expect(await me(session.access_token)).toMatchObject({ email: user.email, email_verified: false });
    await expect(signIn(server, address)).rejects.toThrow(/401/);

    const opened = await post('/api/verify-email', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: `Your e-mail address is now ${address}.` });
    // The session that asked is still good, and sees the change.
    expect(await me(session.access_token)).toMatchObject({ email: address, email_verified: true });
    const refreshed = await post('/api/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect((await signIn(server, address)).access_token).toBeTruthy();
    await expect(signIn(server, user.email)).rejects.toThrow(/401/);

    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This verification link is invalid or has expired.');
  });

  it('lets only the latest request through: a second new address cancels the first link', async () => {
    const user = await createUser(server.handle.db);
    const first = freshAddress();
    const second = freshAddress();
    const firstLink = await requestChange(user.username, first);
    const secondLink = await requestChange(user.username, second);

    expect((await post('/api/verify-email', { token: firstLink })).statusCode).toBe(400);
    const { access_token } = await signIn(server, user.username);
    expect((await me(access_token)).email).toBe(user.email);
    expect((await post('/api/verify-email', { token: secondLink })).json().message).toBe(
      `Your e-mail address is now ${second}.`,
    );
    expect((await me(access_token)).email).toBe(second);
  });

  it('refuses a link whose address another account took meanwhile, and changes nothing', async () => {
    const user = await createUser(server.handle.db, { emailVerified: false, status: 'pending' });
    const address = freshAddress();
    const token = await requestChange(user.username, address);
    await createUser(server.handle.db, { email: address.toUpperCase() });

    const opened = await post('/api/verify-email', { token });
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({
      error: 'That e-mail address is already in use.',
      fields: { email: 'That e-mail address is already in use.' },
    });
    const { access_token } = await signIn(server, user.username);
    expect(await me(access_token)).toMatchObject({ email: user.email, email_verified: false });
  });

  it('keeps verification links and change links apart', async () => {
    const user = await createUser(server.handle.db, { emailVerified: false, status: 'pending' });
    const verifyLinks = await nextMails(2, async () => {
      await post('/api/resend-verification', { email: user.email });
      await post('/api/resend-verification', { email: user.email });
    });
    const [verifyOld, verifyOldAgain] = verifyLinks.map((mail) => linkToken(mail.body));
    const address = freshAddress();
    const changeLink = await requestChange(user.username, address);
    const { access_token } = await signIn(server, user.username);

    // A verification link proves the address it was sent to, and moves nothing.
    expect((await post('/api/verify-email', { token: verifyOld })).json().message).toBe(
      'Your e-mail address is verified.',
    );
    expect(await me(access_token)).toMatchObject({ email: user.email, email_verified: true });
    expect((await post('/api/verify-email', { token: changeLink })).statusCode).toBe(200);
    expect((await me(access_token)).email).toBe(address);
    // The old address is no longer the account's, so its verification link no longer works.
    const stale = await post('/api/verify-email', { token: verifyOldAgain });
    expect(stale.statusCode).toBe(400);
    expect(await me(access_token)).toMatchObject({ email: address, email_verified: true });
  });

  it('still refuses a taken username, and then asks nothing of the new address', async () => {
    const other = await createUser(server.handle.db);
    const user = await signedInUser(server);
    const address = freshAddress();
    const outbox = markOutbox(server.config.dataDir);
    const answer = await put({ username: other.username.toUpperCase(), email: address }, user.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields).toEqual({ username: 'That username is already taken.' });
    expect(await outbox.settled(300)).toEqual([]);
    expect(await me(user.token)).toMatchObject({ username: user.username, email: user.email });
  });
});
