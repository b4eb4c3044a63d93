import { request as httpRequest } from 'node:http';
import { createWeekWithContent } from '../testing/content-factories';
import { createCourseWithEnrollment, createUser, signIn } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Bodies built to stall the server (design: bounded work per request): each is refused with a 4xx and
 * a sentence, and a second client's health check sent while it is under way is answered. A real
 * listening server, so that work on the request thread would hold the health check back.
 */
let server: TestServer;
let baseUrl: string;
let studentToken: string;
let unverifiedToken: string;
let adminToken: string;
let essayUrl: string;
let weekId: number;

beforeAll(async () => {
  server = await startTestServer({ LOG_INGEST_RATE_LIMIT_PER_MINUTE: '1000' });
  const db = server.handle.db;
  const student = await createUser(db);
  const unverified = await createUser(db, { emailVerified: false, status: 'pending' });
  const admin = await createUser(db, { role: 'admin' });
  const course = await createCourseWithEnrollment(db, student.id);
  const { week, assignment } = await createWeekWithContent(db, course.id);
  weekId = week.id;
  essayUrl = `/api/student/assignments/${assignment.id}/submissions`;
  studentToken = (await signIn(server, student.username)).access_token;
  unverifiedToken = (await signIn(server, unverified.username)).access_token;
  adminToken = (await signIn(server, admin.username)).access_token;
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { error?: string; detail?: string; fields?: Record<string, string> };
}

/**
 * Posts raw JSON and reads the answer even when the server answers before reading the whole body (a
 * 413 closes the connection, and the rest of the upload then fails on the client's side).
 */
function post(path: string, json: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(json);
  });
}

/** The hostile request, and a health check sent by another client while it is under way. */
async function sendWithHealthCheck(path: string, json: string, token?: string) {
  const hostile = post(path, json, token);
  const health = fetch(`${baseUrl}/api/health`);
  const [refused, healthAnswer] = await Promise.all([hostile, health]);
  return { refused, health: healthAnswer.status };
}

const nestedArrays = (depth: number, inside = '0') => `${'['.repeat(depth)}${inside}${']'.repeat(depth)}`;
const numbers = (count: number) => `[${Array.from({ length: count }, () => '7').join(',')}]`;
const essay = (html: unknown) => JSON.stringify({ content_html: html });

describe('hostile request bodies', () => {
  it('refuses deep arrays around 500,000 numbers sent to sign-in as too large, unread', async () => {
    const { refused, health } = await sendWithHealthCheck('/api/login', nestedArrays(4000, numbers(500_000)));
    expect(health).toBe(200);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      error: 'The request is too large.',
      detail: expect.stringMatching(/^Send at most 16 KB in one request/),
    });
  });

  it('refuses a deep body sent to sign-in before validating it', async () => {
    const { refused, health } = await sendWithHealthCheck('/api/login', nestedArrays(5000));
    expect(health).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'The request body is nested too deeply.',
      detail: 'Nest values at most 32 levels deep.',
    });
  });

  it('refuses 20,000 nested arrays in place of an essay', async () => {
    const { refused, health } = await sendWithHealthCheck(
      essayUrl,
      `{"content_html":${nestedArrays(20_000)}}`,
      studentToken,
    );
    expect(health).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The request body is nested too deeply.');
  });

  it('refuses a list of 500,000 numbers in place of an essay as holding too many values', async () => {
    const { refused, health } = await sendWithHealthCheck(
      essayUrl,
      `{"content_html":${numbers(500_000)}}`,
      studentToken,
    );
    expect(health).toBe(200);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      error: 'The request body holds too many values.',
      detail: 'Send at most 10,000 values in one request.',
    });
  });

  it('refuses an essay of 10,000 nested elements, saying what to do', async () => {
    const html = `${'<div>'.repeat(10_000)}Trees${'</div>'.repeat(10_000)}`;
    const { refused, health } = await sendWithHealthCheck(essayUrl, essay(html), studentToken);
    expect(health).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      content_html:
        'This text nests its formatting more than 100 levels deep. Remove some of the nesting (pasting it as plain text does that) and try again.',
    });
  });

  it('refuses an essay of 50,000 bold words as holding too many tags', async () => {
    const { refused, health } = await sendWithHealthCheck(
      essayUrl,
      essay('<b>w</b> '.repeat(50_000)),
      studentToken,
    );
    expect(health).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.content_html).toMatch(/^This text holds more than 10,000 HTML tags\./);
  });

  it('refuses deeply nested lesson and assignment HTML the same way', async () => {
    const html = '<blockquote>'.repeat(500);
    const lesson = await post(
      `/api/admin/weeks/${weekId}/lessons`,
      JSON.stringify({ title: 'Deep', content_html: html }),
      adminToken,
    );
    const assignment = await post(
      `/api/admin/weeks/${weekId}/assignments`,
      JSON.stringify({ title: 'Deep', instructions_html: html }),
      adminToken,
    );
    expect([lesson.status, assignment.status]).toEqual([400, 400]);
    expect(lesson.body.fields?.content_html).toMatch(/more than 100 levels deep/);
    expect(assignment.body.fields?.instructions_html).toMatch(/more than 100 levels deep/);
  });

  it('refuses a log batch of 340,000 events from an unverified account with a small answer', async () => {
    const { refused, health } = await sendWithHealthCheck(
      '/api/admin/logs/ingest/batch',
      `[${Array.from({ length: 340_000 }, () => '{}').join(',')}]`,
      unverifiedToken,
    );
    expect(health).toBe(200);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('The request body holds too many values.');
  });

  it('refuses a log batch longer than its limit without checking each event', async () => {
    const { refused, health } = await sendWithHealthCheck(
      '/api/admin/logs/ingest/batch',
      `[${Array.from({ length: 5000 }, () => '{}').join(',')}]`,
      unverifiedToken,
    );
    expect(health).toBe(200);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ body: 'Send at most 100 log events at a time.' });
  });

  it('names at most 20 fields when a form has more problems, and counts the rest', async () => {
    const ids = JSON.stringify({ course_id: 1, user_ids: Array.from({ length: 400 }, () => 'x') });
    const refused = await post('/api/admin/enrollments', ids, adminToken);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})).toHaveLength(20);
    expect(refused.body.detail).toMatch(/ 380 more fields have problems; fix these first\.$/);
  });
});
