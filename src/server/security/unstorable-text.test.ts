import { bearer, createUser, signIn } from '../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../test/server/test-server';

// PostgreSQL text cannot hold U+0000, not even as a search term. Bodies of every write route are
// covered by naughty-strings.test.ts; these are the searches, whose text goes into queries.

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signIn(server, (await createUser(server.handle.db, { role: 'admin' })).username))
    .access_token;
});
afterAll(() => server.close());

const search = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(adminToken) });

describe('a NUL character in a search', () => {
  it.each([
    ['/api/admin/users?search=ada%00', 'search'],
    ['/api/admin/logs?q=%00', 'q'],
    ['/api/admin/logs?user=1%002', 'user'],
  ])('%s is refused with a sentence naming the parameter, not a 500', async (url, field) => {
    const response = await search(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: 'Remove the null character (U+0000) from this text; it cannot be saved.' },
    });
  });

  it('leaves ordinary searches alone', async () => {
    expect((await search('/api/admin/users?search=ada')).statusCode).toBe(200);
  });
});
