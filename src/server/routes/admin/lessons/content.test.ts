import { bearer, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let weekId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  studentToken = (await signedInUser(server)).token;
  const course = (await call('POST', '/api/admin/courses', { title: 'Content' })).json();
  weekId = (await call('POST', `/api/admin/courses/${course.id}/weeks`, { week_number: 1 })).json().id;
});
afterAll(() => server.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = adminToken) {
  return server.app.inject({ method, url, payload, headers: bearer(token) });
}

describe('lessons', () => {
  it('stores sanitised HTML, appends new lessons, reorders and deletes them', async () => {
    const first = await call('POST', `/api/admin/weeks/${weekId}/lessons`, {
      title: 'Claims',
      content_html: '<p onclick="steal()">Make a <strong>claim</strong>.</p><script>alert(1)</script>',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      week_id: weekId,
      position: 0,
      content_html: '<p>Make a <strong>claim</strong>.</p>',
    });
    const second = (
      await call('POST', `/api/admin/weeks/${weekId}/lessons`, {
        title: 'Evidence',
        content_html: '<p>Cite.</p>',
      })
    ).json();
    expect(second.position).toBe(1);

    const reordered = await call('PUT', `/api/admin/weeks/${weekId}/lessons/order`, {
      lesson_ids: [second.id, first.json().id],
    });
    expect(reordered.json().map((lesson: { title: string }) => lesson.title)).toEqual(['Evidence', 'Claims']);
    const partial = await call('PUT', `/api/admin/weeks/${weekId}/lessons/order`, {
      lesson_ids: [second.id],
    });
    expect(partial.statusCode).toBe(400);

    const edited = await call('PUT', `/api/admin/lessons/${second.id}`, {
      title: 'Evidence 2',
      content_html: '<iframe src="x"></iframe><p>ok</p>',
    });
    expect(edited.json()).toMatchObject({ title: 'Evidence 2', content_html: '<p>ok</p>' });
    expect((await call('DELETE', `/api/admin/lessons/${second.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/lessons/${second.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/weeks/${weekId}/lessons`)).json()).toHaveLength(1);
  });

  it('refuses bad input, unknown weeks and students', async () => {
    expect(
      (await call('POST', `/api/admin/weeks/${weekId}/lessons`, { title: '', content_html: '' })).json()
        .fields,
    ).toHaveProperty('title');
    expect(
      (await call('POST', '/api/admin/weeks/999999/lessons', { title: 'x', content_html: '' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/lessons/999999', { title: 'x', content_html: '' })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/weeks/${weekId}/lessons`, undefined, studentToken)).statusCode,
    ).toBe(403);
  });
});

describe('assignments', () => {
  it('creates, reads in the specification shape, updates and deletes an assignment', async () => {
    const created = await call('POST', `/api/admin/weeks/${weekId}/assignments`, {
      title: 'Persuasive essay',
      instructions_html: '<p>Argue <a href="javascript:alert(1)">one</a> change.</p>',
      due_at: '2026-12-01T17:00:00.000Z',
      min_words: 300,
      max_words: 800,
    });
    expect(created.statusCode).toBe(201);
    const assignment = created.json();
    expect(assignment).toMatchObject({
      week_id: weekId,
      title: 'Persuasive essay',
      instructions_html: '<p>Argue <a>one</a> change.</p>',
      due_at: '2026-12-01T17:00:00.000Z',
      min_words: 300,
      max_words: 800,
    });
    expect((await call('GET', `/api/admin/assignments/${assignment.id}`)).json()).toMatchObject({
      id: assignment.id,
      title: 'Persuasive essay',
      week_id: weekId,
    });
    const updated = await call('PUT', `/api/admin/assignments/${assignment.id}`, {
      title: 'Essay',
      instructions_html: '<p>x</p>',
      due_at: null,
      // Sent as null, not left out: the validator must not read null as 0.
      min_words: null,
      max_words: null,
    });
    expect(updated.json()).toMatchObject({ title: 'Essay', due_at: null, min_words: null, max_words: null });
    expect((await call('GET', `/api/admin/weeks/${weekId}/assignments`)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/assignments/${assignment.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/assignments/${assignment.id}`)).statusCode).toBe(404);
  });

  it('refuses word limits in the wrong order, a bad date, unknown ids and students', async () => {
    const reversed = await call('POST', `/api/admin/weeks/${weekId}/assignments`, {
      title: 'x',
      instructions_html: '',
      min_words: 500,
      max_words: 100,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({
      max_words: 'The maximum word count cannot be below the minimum.',
    });
    const badDate = await call('POST', `/api/admin/weeks/${weekId}/assignments`, {
      title: 'x',
      instructions_html: '',
      due_at: 'tomorrow',
    });
    expect(badDate.json().fields).toHaveProperty('due_at');
    expect(
      (await call('POST', '/api/admin/weeks/999999/assignments', { title: 'x', instructions_html: '' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/assignments/999999', { title: 'x', instructions_html: '' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/assignments/1', undefined, studentToken)).statusCode).toBe(403);
  });
});
