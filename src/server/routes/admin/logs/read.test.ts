import { bearer, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { logRecords } from '../../../db/schema';
import type { NewLogRow } from '../../../logs/log-rows';

let server: TestServer;
let adminToken: string;
let studentToken: string;
const ids: Record<string, number> = {};

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 9, minute));
const record = (name: string, minute: number, changes: Partial<NewLogRow>): NewLogRow => ({
  service: 'web',
  level: 'info',
  category: 'PERFORMANCE',
  message: `GET /api/${name}`,
  timestamp: at(minute),
  ...changes,
});

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  studentToken = (await signedInUser(server)).token;
  // Sign-ins above leave request records of their own; these sit years before them.
  const rows = await server.handle.db
    .insert(logRecords)
    .values([
      record('courses', 1, {
        userId: 41,
        username: 'ada.admin',
        category: 'COURSE_MANAGEMENT',
        message: 'createCourse',
      }),
      record('weeks', 2, { userId: 52, username: 'sam.student', endpoint: '/api/student/weeks/:id' }),
      record('grades', 3, {
        userId: 52,
        username: 'sam.student',
        level: 'warning',
        message: 'GET /api/student/grades',
      }),
      record('crash', 4, {
        service: 'api',
        level: 'error',
        category: 'ERROR',
        message: 'POST /api/x 500: boom',
        context: '{"error_code":"E1"}',
      }),
      record('login', 5, {
        service: 'api',
        category: 'REQUEST',
        message: 'POST /api/login 200',
        userId: 410,
      }),
    ])
    .returning({ id: logRecords.id, message: logRecords.message });
  for (const row of rows) ids[row.message] = row.id;
});
afterAll(() => server.close());

const list = (query: string, token = adminToken) =>
  server.app.inject({ method: 'GET', url: `/api/admin/logs?${query}`, headers: bearer(token) });
const BEFORE = `to=${encodeURIComponent(at(30).toISOString())}`;
const messages = async (query: string) =>
  (await list(query.includes('to=') ? query : `${BEFORE}&${query}`))
    .json()
    .items.map((item: { message: string }) => item.message);

describe('GET /api/admin/logs', () => {
  it('lists records newest first with the total and the page', async () => {
    const page = (await list(BEFORE)).json();
    expect(page).toMatchObject({ total: 5, page: 1, page_size: 50 });
    expect(page.items.map((item: { message: string }) => item.message)).toEqual([
      'POST /api/login 200',
      'POST /api/x 500: boom',
      'GET /api/student/grades',
      'GET /api/weeks',
      'createCourse',
    ]);
    expect(page.items[1]).toMatchObject({
      service: 'api',
      context: { error_code: 'E1' },
      timestamp: at(4).toISOString(),
    });
  });

  it.each([
    ['level', 'level=warning', ['GET /api/student/grades']],
    ['a least severe level', 'min_level=warning', ['POST /api/x 500: boom', 'GET /api/student/grades']],
    ['a least severe level and a level at once', 'min_level=warning&level=info', []],
    ['category', 'category=COURSE_MANAGEMENT', ['createCourse']],
    ['service', 'service=api', ['POST /api/login 200', 'POST /api/x 500: boom']],
    ['part of a username', 'user=STUD', ['GET /api/student/grades', 'GET /api/weeks']],
    ['a user id', 'user=41', ['createCourse']],
    ['text in the message', 'q=boom', ['POST /api/x 500: boom']],
    ['text in the endpoint', 'q=student%2Fweeks', ['GET /api/weeks']],
    ['a wildcard taken as text', 'q=%25', []],
    [
      'a time range',
      `from=${encodeURIComponent(at(2).toISOString())}&to=${encodeURIComponent(at(3).toISOString())}`,
      ['GET /api/student/grades', 'GET /api/weeks'],
    ],
    ['several filters at once', 'service=web&level=info&user=sam', ['GET /api/weeks']],
  ])('filters by %s', async (_filter, query, expected) => {
    expect(await messages(query)).toEqual(expected);
  });

  it('pages without overlap', async () => {
    const first = (await list(`${BEFORE}&page=1&page_size=2`)).json();
    const third = (await list(`${BEFORE}&page=3&page_size=2`)).json();
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items.map((item: { message: string }) => item.message)).toEqual(['createCourse']);
  });

  it.each([
    ['an unknown level', 'level=loud'],
    ['an unknown least severe level', 'min_level=loud'],
    ['an unknown category', 'category=GOSSIP'],
    ['a time that is not a time', 'from=yesterday'],
    ['a page over 100 rows', 'page_size=101'],
  ])('refuses %s', async (_case, query) => {
    expect((await list(query)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('', studentToken)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/logs' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/logs/{id}', () => {
  it('answers one record with every field', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/admin/logs/${ids['POST /api/x 500: boom']}`,
      headers: bearer(adminToken),
    });
    expect(response.json()).toEqual({
      id: ids['POST /api/x 500: boom'],
      service: 'api',
      level: 'error',
      category: 'ERROR',
      message: 'POST /api/x 500: boom',
      context: { error_code: 'E1' },
      user_id: null,
      username: null,
      ip_address: null,
      request_id: null,
      session_id: null,
      endpoint: null,
      method: null,
      status_code: null,
      duration_ms: null,
      timestamp: at(4).toISOString(),
    });
  });

  it('answers 404 for a record that does not exist', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/logs/999999',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(404);
  });
});
