import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/test-database';
import type { DatabaseHandle } from './client';
import { claimNextJob, completeJob, enqueueJob, failJob, releaseJob, renewLease } from './job-queue';
import { jobs } from './schema';

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

  it('lets owners take turns: a second student waits behind no more than one job of the first', async () => {
    const a1 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 101 });
    const a2 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 101 });
    const a3 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 101 });
    const b1 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 202 });
    const first = (await claimNextJob(handle.db, 60))!;
    expect(first.id).toBe(a1.id);
    // While A's first job runs, B's one job goes ahead of A's older ones.
    expect((await claimNextJob(handle.db, 60))?.id).toBe(b1.id);
    expect((await claimNextJob(handle.db, 60))?.id).toBe(a2.id);
    expect((await claimNextJob(handle.db, 60))?.id).toBe(a3.id);
  });

  it('serves the student served longest ago first, even when nothing of theirs is running', async () => {
    const a1 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 101 });
    await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 101 });
    const b1 = await enqueueJob(handle.db, { kind: 'test', payload: {}, ownerId: 202 });
    const first = (await claimNextJob(handle.db, 60))!;
    expect(first.id).toBe(a1.id);
    await completeJob(handle.db, first);
    expect((await claimNextJob(handle.db, 60))?.id).toBe(b1.id);
  });

  it('takes a released job back at once, without counting the attempt', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    await releaseJob(handle.db, (await claimNextJob(handle.db, 60))!);
    expect(await statusOf(job.id)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
    expect(await claimNextJob(handle.db, 60)).toMatchObject({ id: job.id, attempts: 1 });
  });

  it('lets only the server holding the lease renew, finish or hand back a job', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    const lost = (await claimNextJob(handle.db, 60))!;
    await handle.db
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    const holder = (await claimNextJob(handle.db, 60))!;
    expect(await renewLease(handle.db, lost, 60)).toBe(false);
    await completeJob(handle.db, lost);
    await releaseJob(handle.db, lost);
    expect(await statusOf(job.id)).toMatchObject({ status: 'running', attempts: 2 });
    expect(await renewLease(handle.db, holder, 600)).toBe(true);
    expect((await statusOf(job.id)).leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 300_000);
  });
});
