import { and, eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/test-database';
import { startTestServer } from '../../../test/server/test-server';
import type { DatabaseHandle } from '../db/client';
import { jobs, logEventCounts, logRecords } from '../db/schema';
import { LOG_PRUNE_JOB } from './prune-job';
import { pruneLogRecords } from './prune-log-records';

const DAY = 24 * 60 * 60 * 1000;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.delete(logRecords);
  await handle.db.delete(jobs);
});
afterAll(() => handle.close());

const record = (message: string, ageDays = 0) => ({
  service: 'api' as const,
  level: 'info' as const,
  category: 'REQUEST',
  message,
  timestamp: new Date(Date.now() - ageDays * DAY),
});

const messagesLeft = async () =>
  (await handle.db.select({ message: logRecords.message }).from(logRecords).orderBy(logRecords.id)).map(
    (row) => row.message,
  );

/** Resolves once `check` holds, looking every 50 ms (a condition to wait for, not a time to assert). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('pruning the log records', () => {
  it('deletes records received before the retention period, and only those', async () => {
    await handle.db
      .insert(logRecords)
      .values([record('from last year', 400), record('from last week', 7), record('from today')]);
    expect(await pruneLogRecords(handle.db, { retentionDays: 30, maxRows: 1000 })).toBe(1);
    expect(await messagesLeft()).toEqual(['from last week', 'from today']);
  });

  it('keeps no more than the newest records received, whatever their age', async () => {
    const messages = Array.from({ length: 10 }, (_, index) => `record ${index + 1}`);
    for (const message of messages) await handle.db.insert(logRecords).values(record(message));
    expect(await pruneLogRecords(handle.db, { retentionDays: 30, maxRows: 4 })).toBe(6);
    expect(await messagesLeft()).toEqual(messages.slice(6));
  });

  it("makes room by deleting the browser's events before the server's own records, however new", async () => {
    const server = Array.from({ length: 5 }, (_, index) => record(`server ${index + 1}`));
    // A flood of browser events, all newer than the server's records.
    const browser = Array.from({ length: 8 }, (_, index) => ({
      ...record(`browser ${index + 1}`),
      service: 'web' as const,
      category: 'PERFORMANCE',
    }));
    for (const row of [...server, ...browser]) await handle.db.insert(logRecords).values(row);
    expect(await pruneLogRecords(handle.db, { retentionDays: 30, maxRows: 7 })).toBe(6);
    expect(await messagesLeft()).toEqual([
      'server 1',
      'server 2',
      'server 3',
      'server 4',
      'server 5',
      'browser 7',
      'browser 8',
    ]);
    // Past what the browser's events can free, the oldest of the server's go too.
    expect(await pruneLogRecords(handle.db, { retentionDays: 30, maxRows: 2 })).toBe(5);
    expect(await messagesLeft()).toEqual(['server 4', 'server 5']);
  });

  it('forgets the daily counts of browser events once their day is over', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    await handle.db.insert(logEventCounts).values([
      { userId: 9001, day: day(-3), events: 40 },
      { userId: 9001, day: day(0), events: 7 },
    ]);
    await pruneLogRecords(handle.db, { retentionDays: 30, maxRows: 1000 });
    const left = await handle.db.select().from(logEventCounts).where(eq(logEventCounts.userId, 9001));
    expect(left).toEqual([{ userId: 9001, day: day(0), events: 7 }]);
  });

  it('runs as a durable job when the server starts, and queues its next run an hour on', async () => {
    await handle.db.insert(logRecords).values([record('too old', 40), record('one'), record('two')]);
    const server = await startTestServer(
      { LOG_RETENTION_DAYS: '30', LOG_MAX_ROWS: '1', JOB_POLL_MS: '50' },
      { runJobs: true, database: handle },
    );
    try {
      const pruneJobs = () => handle.db.select().from(jobs).where(eq(jobs.kind, LOG_PRUNE_JOB));
      await until(async () => (await pruneJobs()).some((job) => job.status === 'done'));
      expect(await messagesLeft()).toEqual(['two']);
      const [next] = await handle.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, LOG_PRUNE_JOB), inArray(jobs.status, ['pending'])));
      expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    } finally {
      await server.close();
    }
  });
});
