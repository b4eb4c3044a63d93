import { bearer, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  studentToken = (await signedInUser(server)).token;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });

describe('/api/admin/courses', () => {
  it('creates, lists, reads with weeks, updates and deletes a course', async () => {
    const created = await call('POST', '/api/admin/courses', {
      title: '  Argument Essays  ',
      description: 'Claims and evidence',
    });
    expect(created.statusCode).toBe(201);
    const course = created.json();
    expect(course).toMatchObject({
      id: expect.any(Number),
      title: 'Argument Essays',
      description: 'Claims and evidence',
    });
    expect(Date.parse(course.created_at)).not.toBeNaN();

    expect((await call('GET', '/api/admin/courses')).json()).toEqual(expect.arrayContaining([course]));
    await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 2, title: 'Evidence' });
    await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 1 });
    const detail = (await call('GET', `/api/admin/courses/${course.id}`)).json();
    expect(detail.weeks.map((week: { week_number: number }) => week.week_number)).toEqual([1, 2]);

    const updated = await call('PUT', `/api/admin/courses/${course.id}`, { title: 'Argument and Evidence' });
    expect(updated.json()).toMatchObject({
      title: 'Argument and Evidence',
      description: 'Claims and evidence',
    });

    expect((await call('DELETE', `/api/admin/courses/${course.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/courses/${course.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an empty title', { title: '' }, 'title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a missing title', { description: 'no title' }, 'title'],
  ])('refuses %s', async (_case, payload, field) => {
    const response = await call('POST', '/api/admin/courses', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('answers 404 for a course that does not exist', async () => {
    expect((await call('GET', '/api/admin/courses/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/courses/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/courses/999999')).statusCode).toBe(404);
  });

  it('refuses students and strangers', async () => {
    expect((await call('GET', '/api/admin/courses', undefined, studentToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/courses', { title: 'Mine' }, studentToken)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/courses' })).statusCode).toBe(401);
  });
});

describe('weeks', () => {
  it('keeps week numbers unique within a course, and dates in order', async () => {
    const course = (await call('POST', '/api/admin/courses', { title: 'Weeks' })).json();
    const other = (await call('POST', '/api/admin/courses', { title: 'Other' })).json();
    const first = await call('POST', `/api/admin/courses/${course.id}/weeks`, {
      week_number: 1,
      title: 'Start',
    });
    expect(first.statusCode).toBe(201);
    const duplicate = await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual({ week_number: 'Week 1 already exists in this course.' });
    expect((await call('POST', `/api/admin/courses/${other.id}/weeks`, { week_number: 1 })).statusCode).toBe(
      201,
    );
    const backwards = await call('POST', `/api/admin/courses/${course.id}/weeks`, {
      week_number: 2,
      starts_on: '2026-03-10',
      ends_on: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ ends_on: 'The week cannot end before it starts.' });
    expect((await call('POST', '/api/admin/courses/999999/weeks', { week_number: 1 })).statusCode).toBe(404);
  });

  it('reads a week in the specification shape and marks the active one', async () => {
    const course = (await call('POST', '/api/admin/courses', { title: 'Active' })).json();
    const today = new Date().toISOString().slice(0, 10);
    const week = (
      await call('POST', `/api/admin/courses/${course.id}/weeks`, {
        week_number: 3,
        title: 'Now',
        starts_on: today,
        ends_on: today,
      })
    ).json();
    const read = await call('GET', `/api/admin/weeks/${week.id}`);
    expect(read.json()).toEqual({
      id: week.id,
      course_id: course.id,
      week_number: 3,
      title: 'Now',
      starts_on: today,
      ends_on: today,
      is_active: true,
    });
    const list = (await call('GET', `/api/admin/courses/${course.id}/weeks`)).json();
    expect(list).toHaveLength(1);
  });

  it('updates and deletes a week, refusing a number another week has', async () => {
    const course = (await call('POST', '/api/admin/courses', { title: 'Edit weeks' })).json();
    const one = (await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 1 })).json();
    await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 2 });
    const renamed = await call('PUT', `/api/admin/weeks/${one.id}`, { week_number: 1, title: 'Renamed' });
    expect(renamed.json()).toMatchObject({ title: 'Renamed', week_number: 1 });
    expect((await call('PUT', `/api/admin/weeks/${one.id}`, { week_number: 2 })).statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/weeks/999999', { week_number: 9 })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/weeks/${one.id}`, undefined, studentToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/weeks/${one.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/weeks/${one.id}`)).statusCode).toBe(404);
  });
});
