import { signedInUser } from '../../../../../test/server/factories';
import { downloadExport, sheetRows } from '../../../../../test/server/read-export';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { users } from '../../../db/schema';
import { EXPORT_PAGE_SIZE } from '../../../exports/pages';

let server: TestServer;
afterAll(() => server.close());

const MANY = 3_000;

describe('a large export', () => {
  it('streams every one of thousands of rows, across many pages, in id order', async () => {
    server = await startTestServer();
    const db = server.handle.db;
    const token = (await signedInUser(server, { role: 'admin' })).token;
    // One bulk insert: a real password hash per row is not what this test is about.
    await db.insert(users).values(
      Array.from({ length: MANY }, (_, index) => ({
        username: `bulk${index}`,
        email: `bulk${index}@example.com`,
        passwordHash: 'not-a-real-hash',
        status: index % 2 ? ('approved' as const) : ('pending' as const),
      })),
    );
    expect(MANY).toBeGreaterThan(EXPORT_PAGE_SIZE * 5);
    const stored = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => row.id);

    const { response, workbook } = await downloadExport(server, '/api/admin/exports/users.xlsx', token);
    expect(response.statusCode).toBe(200);
    // Streamed: the length is not known when the answer starts, so it is sent in chunks.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const rows = sheetRows(workbook.getWorksheet('Users')!).slice(1);
    expect(rows.map((row) => row[0])).toEqual(stored);
    expect(rows.at(-1)).toEqual([
      stored.at(-1),
      `bulk${MANY - 1}`,
      `bulk${MANY - 1}`,
      `bulk${MANY - 1}@example.com`,
      'regular',
      'approved',
      false,
      expect.any(Date),
    ]);
  });
});
