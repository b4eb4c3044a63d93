import { bearer, createUser, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });

describe('/api/admin/enrollments', () => {
  it('enrols many students at once, skips those already in, lists by course or user, and removes one', async () => {
    const course = (await call('POST', '/api/admin/courses', { title: 'Rhetoric' })).json();
    const [ann, ben, cal] = await Promise.all([1, 2, 3].map(() => createUser(server.handle.db)));
    const first = await call('POST', '/api/admin/enrollments', {
      course_id: course.id,
      user_ids: [ann.id, ben.id],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().created).toHaveLength(2);
    const second = (
      await call('POST', '/api/admin/enrollments', {
        course_id: course.id,
        user_ids: [ben.id, cal.id, cal.id],
      })
    ).json();
    expect(second.created.map((row: { user_id: number }) => row.user_id)).toEqual([cal.id]);
    expect(second.already_enrolled).toEqual([ben.id]);

    const byCourse = (await call('GET', `/api/admin/enrollments?course_id=${course.id}`)).json();
    expect(byCourse).toHaveLength(3);
    expect(byCourse[0]).toMatchObject({
      course_id: course.id,
      course_title: 'Rhetoric',
      username: expect.any(String),
      email: expect.any(String),
    });
    const byUser = (await call('GET', `/api/admin/enrollments?user_id=${ann.id}`)).json();
    expect(byUser).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/enrollments/${byUser[0].id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/enrollments?user_id=${ann.id}`)).json()).toEqual([]);
    expect((await call('DELETE', `/api/admin/enrollments/${byUser[0].id}`)).statusCode).toBe(404);
  });

  it('refuses admins, unknown users, unknown courses, empty lists and students', async () => {
    const course = (await call('POST', '/api/admin/courses', { title: 'Logic' })).json();
    const admin2 = await createUser(server.handle.db, { role: 'admin' });
    const student = await signedInUser(server);
    const notStudent = await call('POST', '/api/admin/enrollments', {
      course_id: course.id,
      user_ids: [admin2.id, 999999],
    });
    expect(notStudent.statusCode).toBe(400);
    expect(notStudent.json().detail).toBe(`Not a student: ${admin2.id}, 999999.`);
    expect(
      (await call('POST', '/api/admin/enrollments', { course_id: 999999, user_ids: [student.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/enrollments', { course_id: course.id, user_ids: [] })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/enrollments', undefined, student.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts users by state, courses and enrollments, and lists recent sign-ups', async () => {
    await createUser(server.handle.db, {
      status: 'pending',
      emailVerified: false,
      username: 'newest_signup',
    });
    const response = await call('GET', '/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users.total).toBe(body.users.admins + body.users.students);
    expect(body.users.pending).toBeGreaterThanOrEqual(1);
    expect(body.users.unverified).toBeGreaterThanOrEqual(1);
    expect(body.courses).toBeGreaterThanOrEqual(2);
    expect(body.enrollments).toBe(2);
    expect(body.recent_signups[0].username).toBe('newest_signup');
    expect(body.recent_signups.length).toBeLessThanOrEqual(5);
  });
});
