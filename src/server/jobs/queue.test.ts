import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { claimNextJob, completeJob, enqueueJob, failJob } from './queue';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(() => handle.db.delete(jobs));
afterAll(() => handle.close());

const statusOf = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the durable job queue', () => {
  it('hands each job to one claimer, in the order queued', async () => {
    const first = await enqueueJob(handle.db, { kind: 'test', payload: { n: 1 } });
    const second = await enqueueJob(handle.db, { kind: 'test', payload: { n: 2 } });
    const [a, b, none] = [
      await claimNextJob(handle.db, 60),
      await claimNextJob(handle.db, 60),
      await claimNextJob(handle.db, 60),
    ];
    expect([a?.id, b?.id]).toEqual([first.id, second.id]);
    expect(a).toMatchObject({ status: 'running', attempts: 1 });
    expect(JSON.parse(a!.payload)).toEqual({ n: 1 });
    expect(none).toBeUndefined();
  });

  it('takes a job again when the server that held it stopped before its lease ran out', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    await claimNextJob(handle.db, 60);
    expect(await claimNextJob(handle.db, 60)).toBeUndefined();
    await handle.db
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await claimNextJob(handle.db, 60)).toMatchObject({ id: job.id, attempts: 2 });
  });

  it('retries a failed job later and gives up after its last attempt', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    await handle.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, job.id));
    await failJob(handle.db, (await claimNextJob(handle.db, 60))!, new Error('first'));
    expect(await statusOf(job.id)).toMatchObject({ status: 'pending', lastError: 'first' });
    expect(await claimNextJob(handle.db, 60)).toBeUndefined();
    await handle.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job.id));
    await failJob(handle.db, (await claimNextJob(handle.db, 60))!, new Error('second'));
    expect(await statusOf(job.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'second' });
  });

  it('marks a finished job done', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    await completeJob(handle.db, (await claimNextJob(handle.db, 60))!);
    expect(await statusOf(job.id)).toMatchObject({ status: 'done', leaseUntil: null });
    expect((await statusOf(job.id)).finishedAt).toBeInstanceOf(Date);
  });
});
