import { createWeekWithContent } from '../../../test/server/content-factories';
import { createCourseWithEnrollment, createUser, signIn } from '../../../test/server/factories';
import { type Caller, type HostileBodyId, hostileBodies } from '../../../test/server/hostile-bodies';
import { postRaw } from '../../../test/server/raw-post';
import { startTestServer, type TestServer } from '../../../test/server/test-server';

/**
 * Bodies built to stall the server (design: bounded work per request): each is refused with a 4xx and
 * a sentence, and a second client's health check sent while it is under way is answered. A real
 * listening server, so that work on the request thread would hold the health check back.
 */
let server: TestServer;
let baseUrl: string;
let tokens: Record<Caller, string | undefined>;
let adminToken: string;
let ids: { assignmentId: number; weekId: number };

beforeAll(async () => {
  server = await startTestServer({ LOG_INGEST_RATE_LIMIT_PER_MINUTE: '1000' });
  const db = server.handle.db;
  const student = await createUser(db);
  const unverified = await createUser(db, { emailVerified: false, status: 'pending' });
  const admin = await createUser(db, { role: 'admin' });
  const course = await createCourseWithEnrollment(db, student.id);
  const { week, assignment } = await createWeekWithContent(db, course.id);
  ids = { assignmentId: assignment.id, weekId: week.id };
  adminToken = (await signIn(server, admin.username)).access_token;
  tokens = {
    stranger: undefined,
    student: (await signIn(server, student.username)).access_token,
    unverified: (await signIn(server, unverified.username)).access_token,
    admin: adminToken,
  };
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { error?: string; detail?: string; fields?: Record<string, string> };
}

async function post(path: string, json: string, token?: string): Promise<Answer> {
  const answer = await postRaw(`${baseUrl}${path}`, json, token);
  return { status: answer.status, body: JSON.parse(answer.text) };
}

/** The hostile request, and a health check sent by another client while it is under way. */
async function sendWithHealthCheck(path: string, json: string, token?: string) {
  const hostile = post(path, json, token);
  const health = fetch(`${baseUrl}/api/health`);
  const [refused, healthAnswer] = await Promise.all([hostile, health]);
  return { refused, health: healthAnswer.status };
}

const TOO_DEEP_HTML =
  'This text nests its formatting more than 100 levels deep. Remove some of the nesting (pasting it as plain text does that) and try again.';

/** How each body is refused: its status and the parts of the answer named (each compared whole). */
const REFUSALS: Record<HostileBodyId, { status: number; body: Answer['body'] }> = {
  // Too large to read at all: sign-in's contract allows a few kilobytes.
  signInDeepAroundNumbers: {
    status: 413,
    body: {
      error: 'The request is too large.',
      detail: expect.stringMatching(/^Send at most 16 KB in one request/),
    },
  },
  // Measured before it is parsed, and refused before validation looks at it.
  signInDeep: {
    status: 400,
    body: { error: 'The request body is nested too deeply.', detail: 'Nest values at most 32 levels deep.' },
  },
  essayDeepArrays: { status: 400, body: { error: 'The request body is nested too deeply.' } },
  essayNumbers: {
    status: 413,
    body: {
      error: 'The request body holds too many values.',
      detail: 'Send at most 10,000 values in one request.',
    },
  },
  // User HTML is refused saying what to do.
  essayNestedDivs: { status: 400, body: { fields: { content_html: TOO_DEEP_HTML } } },
  essayNestedBold: { status: 400, body: { fields: { content_html: TOO_DEEP_HTML } } },
  essayBoldWords: {
    status: 400,
    body: {
      fields: expect.objectContaining({
        content_html: expect.stringMatching(/^This text holds more than 10,000 HTML tags\./),
      }),
    },
  },
  // Refused by counting, before a sanitiser thread spends seconds on it.
  essayAttributes: {
    status: 400,
    body: {
      fields: expect.objectContaining({
        content_html: expect.stringMatching(
          /^This text's formatting carries more attributes than a text needs/,
        ),
      }),
    },
  },
  lessonNestedDivs: { status: 400, body: { fields: { content_html: TOO_DEEP_HTML } } },
  // A small answer however many events, and no event checked one by one.
  logBatchHuge: { status: 413, body: { error: 'The request body holds too many values.' } },
  logBatchLong: { status: 400, body: { fields: { body: 'Send at most 100 log events at a time.' } } },
};

/** The parts of an answer that `expected` names. */
const named = (body: Answer['body'], expected: Answer['body']) =>
  Object.fromEntries(Object.keys(expected).map((key) => [key, body[key as keyof Answer['body']]]));

describe('hostile request bodies', () => {
  it.each(hostileBodies(false))('refuses $label', async ({ id, caller, path, json }) => {
    const { refused, health } = await sendWithHealthCheck(path(ids), json, tokens[caller]);
    expect(health).toBe(200);
    expect(refused.status).toBe(REFUSALS[id].status);
    expect(named(refused.body, REFUSALS[id].body)).toEqual(REFUSALS[id].body);
  });

  it('refuses deeply nested lesson and assignment HTML the same way', async () => {
    const html = '<blockquote>'.repeat(500);
    const lesson = await post(
      `/api/admin/weeks/${ids.weekId}/lessons`,
      JSON.stringify({ title: 'Deep', content_html: html }),
      adminToken,
    );
    const assignment = await post(
      `/api/admin/weeks/${ids.weekId}/assignments`,
      JSON.stringify({ title: 'Deep', instructions_html: html }),
      adminToken,
    );
    expect([lesson.status, assignment.status]).toEqual([400, 400]);
    expect(lesson.body.fields?.content_html).toMatch(/more than 100 levels deep/);
    expect(assignment.body.fields?.instructions_html).toMatch(/more than 100 levels deep/);
  });

  it('names at most 20 fields when a form has more problems, and counts the rest', async () => {
    const body = JSON.stringify({ course_id: 1, user_ids: Array.from({ length: 400 }, () => 'x') });
    const refused = await post('/api/admin/enrollments', body, adminToken);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})).toHaveLength(20);
    expect(refused.body.detail).toMatch(/ 380 more fields have problems; fix these first\.$/);
  });
});
