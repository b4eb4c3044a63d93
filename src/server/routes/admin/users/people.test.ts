import { bearer, createUser, signedInUser, signIn } from '../../../../../test/server/factories';
import { markOutbox } from '../../../../../test/server/outbox';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let adminId: number;
beforeAll(async () => {
  // The account decision's e-mail goes through the job queue, so the runner runs.
  server = await startTestServer({}, { runJobs: true });
  const admin = await signedInUser(server, { role: 'admin', username: 'zed_admin' });
  adminId = admin.id;
  adminToken = admin.token;
  studentToken = (await signedInUser(server, { username: 'amy', email: 'amy@school.test' })).token;
  await createUser(server.handle.db, {
    username: 'bob',
    displayName: 'Roberta Okafor',
    email: 'bob@school.test',
    status: 'pending',
  });
  await createUser(server.handle.db, {
    username: 'cara',
    email: 'cara@school.test',
    status: 'pending',
    emailVerified: false,
  });
  await createUser(server.handle.db, { username: 'dan_100%', email: 'dan@other.test', status: 'rejected' });
});
afterAll(() => server.close());

const list = async (query: string, token = adminToken) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/admin/users?${query}`,
    headers: bearer(token),
  });
  return response;
};
const names = async (query: string) =>
  (await list(query)).json().items.map((user: { username: string }) => user.username);

describe('GET /api/admin/users', () => {
  it('searches, filters, sorts and pages', async () => {
    expect(await names('search=SCHOOL&sort=username&order=asc')).toEqual(['amy', 'bob', 'cara']);
    expect(await names('status=pending&sort=username&order=asc')).toEqual(['bob', 'cara']);
    expect(await names('verified=false')).toEqual(['cara']);
    expect(await names('role=admin')).toEqual(['zed_admin']);
    expect(await names('search=100%25')).toEqual(['dan_100%']);
    // A teacher looks for a student by the name they know.
    expect(await names('search=okafor')).toEqual(['bob']);
    const firstPage = (await list('sort=username&order=asc&page=1&page_size=2')).json();
    expect(firstPage).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(firstPage.items.map((user: { username: string }) => user.username)).toEqual(['amy', 'bob']);
    expect(await names('sort=username&order=asc&page=3&page_size=2')).toEqual(['zed_admin']);
  });

  it('refuses bad filters and students', async () => {
    expect((await list('status=sleeping')).statusCode).toBe(400);
    expect((await list('page_size=1000')).statusCode).toBe(400);
    expect((await list('sort=password_hash')).statusCode).toBe(400);
    expect((await list('', studentToken)).statusCode).toBe(403);
  });
});

describe('approval and rejection', () => {
  const decide = (id: number, decision: 'approve' | 'reject', token = adminToken) =>
    server.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${decision}`, headers: bearer(token) });

  it('approves a pending user, tells them by e-mail, and lets them reach student routes', async () => {
    const pending = await createUser(server.handle.db, { status: 'pending', email: 'waiting@school.test' });
    const outbox = markOutbox(server.config.dataDir);
    const approved = await decide(pending.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: pending.id, status: 'approved' });
    expect((await outbox.next(1)).at(-1)).toMatchObject({
      to: expect.stringContaining('waiting@school.test'),
      subject: 'Your Margin account is approved',
    });
  });

  it('rejects a user, who then cannot sign in', async () => {
    const applicant = await createUser(server.handle.db, { status: 'pending' });
    expect((await decide(applicant.id, 'reject')).json().status).toBe('rejected');
    await expect(signIn(server, applicant.username)).rejects.toThrow(/403/);
  });

  it('signs a rejected account out of every device at once: its refresh and its access tokens stop', async () => {
    const applicant = await createUser(server.handle.db, { status: 'pending' });
    const laptop = await signIn(server, applicant.username);
    const phone = await signIn(server, applicant.username);
    expect((await decide(applicant.id, 'reject')).statusCode).toBe(200);

    for (const device of [laptop, phone]) {
      const refreshed = await server.app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refresh_token: device.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json().detail).toBe('Your session has ended. Please sign in again.');
      const profile = await server.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(device.access_token),
        payload: { username: `${applicant.username}x`, email: applicant.email },
      });
      expect(profile.statusCode).toBe(401);
    }
  });

  it('refuses unknown users, the admin themself and students', async () => {
    expect((await decide(999999, 'approve')).statusCode).toBe(404);
    expect((await decide(adminId, 'reject')).statusCode).toBe(409);
    expect((await decide(adminId, 'approve', studentToken)).statusCode).toBe(403);
  });
});
