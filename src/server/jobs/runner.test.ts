import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/test-database';
import { until } from '../../../test/server/waiting';
import type { DatabaseHandle } from '../db/client';
import { claimNextJob, enqueueJob, type Job } from '../db/job-queue';
import { jobs } from '../db/schema';
import { type JobHandler, JobRunner, JobRunners } from './runner';

let handle: DatabaseHandle;
let runner: JobRunner | undefined;

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(() => handle.db.delete(jobs));
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});
afterAll(() => handle.close());

const rowOf = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];

/** A handler that records the jobs it started and holds each until let go. */
function heldJobs() {
  const started: Job[] = [];
  const release: Array<() => void> = [];
  const handler: JobHandler = (job) => {
    started.push(job);
    return new Promise((resolve) => release.push(() => resolve()));
  };
  return { started, release, handler };
}

function startRunner(handler: JobHandler, options: { concurrency?: number; leaseSeconds?: number } = {}) {
  runner = new JobRunner(
    handle.db,
    { test: handler },
    { leaseSeconds: options.leaseSeconds ?? 60, pollMs: 20, concurrency: options.concurrency },
  );
  runner.start();
  return runner;
}

describe('the job runner', () => {
  it('runs as many jobs at once as configured', async () => {
    const held = heldJobs();
    const [first, second] = [
      await enqueueJob(handle.db, { kind: 'test', payload: {} }),
      await enqueueJob(handle.db, { kind: 'test', payload: {} }),
    ];
    startRunner(held.handler, { concurrency: 2 });
    // Neither job is let go until both have started: one at a time would wait here for ever.
    await until(() => held.started.length === 2);
    expect(held.started.map((job) => job.id).sort()).toEqual([first.id, second.id].sort());
    for (const letGo of held.release) letGo();
    // Both finish, in whichever order the two let-goes complete.
    await until(
      async () => (await rowOf(first.id)).status === 'done' && (await rowOf(second.id)).status === 'done',
    );
    expect([await rowOf(first.id), await rowOf(second.id)]).toEqual([
      expect.objectContaining({ status: 'done', attempts: 1 }),
      expect.objectContaining({ status: 'done', attempts: 1 }),
    ]);
  });

  it('hands a running job back to the queue on stop, without waiting for it to finish', async () => {
    const held = heldJobs();
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    let aborted = false;
    const active = startRunner(async (claimed, signal) => {
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      await held.handler(claimed, signal);
    });
    await until(() => held.started.length === 1);
    // The handler is never let go: stop resolving at all shows it did not wait for the job.
    await active.stop();
    expect(aborted).toBe(true);
    expect(await rowOf(job.id)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
    expect(await claimNextJob(handle.db, 60)).toMatchObject({ id: job.id, attempts: 1 });
  });

  it('renews the lease of a long job, so no other server takes it meanwhile', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    let takenByAnother: Job | undefined;
    let finished = false;
    startRunner(
      async () => {
        const firstLeaseEnd = (await rowOf(job.id)).leaseUntil!.getTime();
        // Past the lease it was claimed with: without renewal another server could take it now.
        await until(() => Date.now() > firstLeaseEnd + 500);
        takenByAnother = await claimNextJob(handle.db, 1);
        finished = true;
      },
      { leaseSeconds: 1 },
    );
    await until(() => finished);
    expect(takenByAnother).toBeUndefined();
    await until(async () => (await rowOf(job.id)).status === 'done');
    expect(await rowOf(job.id)).toMatchObject({ attempts: 1 });
  });

  it('records a job its handler found pointless as skipped', async () => {
    const job = await enqueueJob(handle.db, { kind: 'test', payload: {} });
    startRunner(async () => 'skipped');
    await until(async () => !['pending', 'running'].includes((await rowOf(job.id)).status));
    expect(await rowOf(job.id)).toMatchObject({ status: 'skipped', leaseUntil: null });
  });
});

describe('runners that each take their own kinds', () => {
  let others: JobRunners | undefined;
  afterEach(async () => {
    await others?.stop();
    others = undefined;
  });

  it('sends an e-mail queued behind essays while every drafting place is taken', async () => {
    const drafting = heldJobs();
    const mailed: number[] = [];
    const essays = [
      await enqueueJob(handle.db, { kind: 'draft', payload: {} }),
      await enqueueJob(handle.db, { kind: 'draft', payload: {} }),
    ];
    const mail = await enqueueJob(handle.db, { kind: 'mail', payload: {} });
    const options = { leaseSeconds: 60, pollMs: 20 };
    others = new JobRunners([
      new JobRunner(handle.db, { draft: drafting.handler }, { ...options, kinds: { only: ['draft'] } }),
      new JobRunner(
        handle.db,
        { mail: async (job) => void mailed.push(job.id) },
        { ...options, kinds: { except: ['draft'] } },
      ),
    ]);
    others.start();
    await until(async () => (await rowOf(mail.id)).status === 'done');
    expect(mailed).toEqual([mail.id]);
    // The first essay is still being drafted, and the second waits for its place: neither was taken by
    // the e-mail's runner, which has no handler for them.
    expect(drafting.started.map((job) => job.id)).toEqual([essays[0].id]);
    expect(await rowOf(essays[1].id)).toMatchObject({ status: 'pending', attempts: 0 });
    for (const letGo of drafting.release) letGo();
    await until(() => drafting.started.length === 2);
  });

  it('claims only the kinds it is given', async () => {
    const mail = await enqueueJob(handle.db, { kind: 'mail', payload: {} });
    const essay = await enqueueJob(handle.db, { kind: 'draft', payload: {} });
    expect(await claimNextJob(handle.db, 60, { only: ['draft'] })).toMatchObject({ id: essay.id });
    expect(await claimNextJob(handle.db, 60, { only: ['draft'] })).toBeUndefined();
    expect(await claimNextJob(handle.db, 60, { except: ['mail', 'draft'] })).toBeUndefined();
    expect(await claimNextJob(handle.db, 60, { except: ['draft'] })).toMatchObject({ id: mail.id });
  });
});
