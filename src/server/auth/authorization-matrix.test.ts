import { bearer, createUser, signIn } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let studentId: number;
const tokens: Record<'student' | 'admin' | 'pending', string> = { student: '', admin: '', pending: '' };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const student = await createUser(db);
  studentId = student.id;
  tokens.student = (await signIn(server, student.username)).access_token;
  tokens.admin = (await signIn(server, (await createUser(db, { role: 'admin' })).username)).access_token;
  tokens.pending = (
    await signIn(server, (await createUser(db, { status: 'pending' })).username)
  ).access_token;
});
afterAll(() => server.close());

// Every parameter gets an id that exists for nobody but the student's own account checks.
const concrete = (url: string, id: number) => url.replace(/:[A-Za-z]+/g, String(id));

function routes(filter: (route: TestServer['app']['apiRoutes'][number]) => boolean) {
  return server.app.apiRoutes.filter(filter).map((route) => [route.method, route.url] as const);
}

async function statusOf(method: string, url: string, token?: string) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('the authorization matrix, read from the route table', () => {
  it('has every kind of route to check', () => {
    expect(routes((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThan(20);
    expect(routes((route) => route.url.startsWith('/api/student/')).length).toBeGreaterThan(5);
  });

  it('refuses a regular user on every /api/admin route except their own enrollments and log events', async () => {
    for (const [method, url] of routes((route) => route.url.startsWith('/api/admin/'))) {
      const own = url === '/api/admin/users/:id/enrollments';
      // Anyone signed in sends their own log events there (section 7); `{}` is not a batch of them.
      const ingest = url === '/api/admin/logs/ingest/batch';
      const status = await statusOf(method, concrete(url, studentId), tokens.student);
      expect({ method, url, status }).toEqual({ method, url, status: own ? 200 : ingest ? 400 : 403 });
    }
  });

  it('refuses admins and pending accounts on every /api/student route', async () => {
    for (const [method, url] of routes((route) => route.url.startsWith('/api/student/'))) {
      for (const who of ['admin', 'pending'] as const) {
        const status = await statusOf(method, concrete(url, 1), tokens[who]);
        expect({ who, method, url, status }).toEqual({ who, method, url, status: 403 });
      }
    }
  });

  it('asks for sign-in on every route that is not public', async () => {
    for (const [method, url] of routes((route) => route.access !== 'public')) {
      const status = await statusOf(method, concrete(url, 1));
      expect({ method, url, status }).toEqual({ method, url, status: 401 });
    }
  });
});
