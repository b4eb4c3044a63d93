import { inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/test-database';
import type { DatabaseHandle } from '../db/client';
import { logRecords } from '../db/schema';
import { insertLogRows } from './insert-log-rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('storing log rows', () => {
  it('keeps every field, and a batch survives a message cut through an emoji', async () => {
    const cut = `${'x'.repeat(499)}😀`.slice(0, 500);
    const at = new Date('2026-11-02T10:11:12.345Z');
    const requestIds = [`cut-${Date.now()}`, `whole-${Date.now()}`];
    await insertLogRows(handle.db, [
      { service: 'web', level: 'warning', category: 'ERROR', message: cut, requestId: requestIds[0] },
      {
        service: 'api',
        level: 'info',
        category: 'REQUEST',
        message: 'GET /api/student/grades 200 — “ok” ✓',
        context: '{"error_code":"X"}',
        userId: 7,
        username: 'ada',
        ipAddress: '::1',
        requestId: requestIds[1],
        sessionId: 'sid',
        endpoint: '/api/student/grades',
        method: 'GET',
        statusCode: 200,
        durationMs: 3,
        timestamp: at,
      },
    ]);
    const rows = await handle.db.select().from(logRecords).where(inArray(logRecords.requestId, requestIds));
    const byId = new Map(rows.map((row) => [row.requestId, row]));
    expect(byId.get(requestIds[0])?.message).toBe(`${'x'.repeat(499)}\ufffd`);
    expect(byId.get(requestIds[0])?.timestamp).toBeInstanceOf(Date);
    expect(byId.get(requestIds[1])).toMatchObject({
      service: 'api',
      level: 'info',
      category: 'REQUEST',
      message: 'GET /api/student/grades 200 — “ok” ✓',
      context: '{"error_code":"X"}',
      userId: 7,
      username: 'ada',
      ipAddress: '::1',
      sessionId: 'sid',
      endpoint: '/api/student/grades',
      method: 'GET',
      statusCode: 200,
      durationMs: 3,
      timestamp: at,
    });
  });
});
