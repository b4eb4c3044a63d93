import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  newStudentAnswer,
  PASSWORD,
  signedInUser,
  signIn,
  siteAdministrator,
  tokenFor,
} from '../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../test/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: object, token: string) =>
  server.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });

describe('GET /api/users/:id and /api/users/me', () => {
  it('lets a user read themself, an admin read anyone, and nobody else', async () => {
    const alice = await signedInUser(server);
    const bob = await createUser(server.handle.db);
    const admin = await signedInUser(server, { role: 'admin' });

    const own = await get(`/api/users/${alice.id}`, alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(newStudentAnswer(alice));
    expect(own.body).not.toMatch(/password/i);
    expect((await get(`/api/users/${bob.id}`, alice.token)).statusCode).toBe(403);
    expect((await get('/api/users/999999', alice.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${bob.id}`, admin.token)).json().id).toBe(bob.id);
    expect((await get('/api/users/999999', admin.token)).statusCode).toBe(404);
    expect((await get(`/api/users/${alice.id}`)).statusCode).toBe(401);
    expect((await get('/api/users/abc', admin.token)).statusCode).toBe(400);
    expect((await get('/api/users/me', alice.token)).json().id).toBe(alice.id);
    expect((await get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('updates the username and keeps the address verified when it does not change', async () => {
    const user = await signedInUser(server);
    const response = await put(
      '/api/profile',
      { username: `${user.username}_new`, email: user.email },
      user.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: `${user.username}_new`,
      email: user.email,
      email_verified: true,
      pending_email: null,
    });
  });

  it('takes a new letter case of the same address at once, with nothing to confirm', async () => {
    const user = await signedInUser(server);
    const response = await put(
      '/api/profile',
      { username: user.username, email: user.email.toUpperCase() },
      user.token,
    );
    expect(response.json()).toMatchObject({
      email: user.email.toUpperCase(),
      email_verified: true,
      pending_email: null,
    });
  });

  it('refuses a name that another account uses, and bad input', async () => {
    const taken = await createUser(server.handle.db);
    const user = await signedInUser(server);
    const sameName = await put(
      '/api/profile',
      { username: taken.username.toUpperCase(), email: user.email },
      user.token,
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ error: 'That username is already taken.' });
    const invalid = await put('/api/profile', { username: 'x', email: 'nope' }, user.token);
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['email', 'username']);
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { username: 'abc', email: 'a@b.co' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/password', () => {
  it('refuses a wrong current password with the sentence the form shows', async () => {
    const user = await signedInUser(server);
    const response = await put(
      '/api/password',
      { current_password: 'wrong one', new_password: 'a new password' },
      user.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Current password is incorrect.');
    const tooShort = await put(
      '/api/password',
      { current_password: PASSWORD, new_password: 'short' },
      user.token,
    );
    expect(tooShort.json().fields).toEqual({ new_password: 'Use at least 8 characters.' });
  });

  it('changes the password and ends every other session but this one', async () => {
    const user = await createUser(server.handle.db);
    const here = await signIn(server, user.username);
    const elsewhere = await signIn(server, user.username);
    const response = await put(
      '/api/password',
      { current_password: PASSWORD, new_password: 'a brand new password' },
      here.access_token,
    );
    expect(response.statusCode).toBe(204);
    expect((await get('/api/users/me', here.access_token)).statusCode).toBe(200);
    expect((await get('/api/users/me', elsewhere.access_token)).statusCode).toBe(401);
    const refreshElsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: elsewhere.refresh_token },
    });
    expect(refreshElsewhere.statusCode).toBe(401);
    await expect(signIn(server, user.username)).rejects.toThrow(/401/);
    expect((await signIn(server, user.username, 'a brand new password')).access_token).toBeTruthy();
  });
});

describe('GET /api/admin/users/:id/enrollments', () => {
  it('answers the user themself and an admin, with course ids, and nobody else', async () => {
    const student = await signedInUser(server);
    const other = await signedInUser(server);
    const admin = await siteAdministrator(server.handle.db);
    // Another instructor reads only the enrolments in the courses they teach: none here.
    const strangerToken = (await signedInUser(server, { role: 'admin' })).token;
    const course = await createCourseWithEnrollment(server.handle.db, student.id, 'Argument and Evidence');
    const adminToken = await tokenFor(server, admin);

    const own = await get(`/api/admin/users/${student.id}/enrollments`, student.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        user_id: student.id,
        course_id: course.id,
        course_title: 'Argument and Evidence',
      }),
    ]);
    expect((await get(`/api/admin/users/${student.id}/enrollments`, adminToken)).json()).toHaveLength(1);
    expect((await get(`/api/admin/users/${student.id}/enrollments`, strangerToken)).json()).toEqual([]);
    expect((await get(`/api/admin/users/${student.id}/enrollments`, other.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/users/${other.id}/enrollments`, other.token)).json()).toEqual([]);
    expect((await get(`/api/admin/users/${student.id}/enrollments`)).statusCode).toBe(401);
  });
});
