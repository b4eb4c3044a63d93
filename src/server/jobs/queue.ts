import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  submissionId?: number;
}

/** Adds a job; pass the transaction that writes the work it belongs to, so both land or neither. */
export async function enqueueJob(db: Pick<Database, 'insert'>, job: NewJob): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: JSON.stringify(job.payload), submissionId: job.submissionId })
    .returning();
  return row;
}

/**
 * Takes the next due job under a lease. A job whose lease ran out belonged to a server that stopped or
 * died mid-job, so it is taken again; SKIP LOCKED lets several server copies claim side by side.
 */
export async function claimNextJob(db: Database, leaseSeconds: number): Promise<Job | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    update jobs set status = 'running', attempts = attempts + 1, updated_at = now(),
      lease_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from jobs
      where (status = 'pending' and run_at <= now()) or (status = 'running' and lease_until < now())
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

export async function completeJob(db: Database, job: Job): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', leaseUntil: null, finishedAt: new Date(), updatedAt: new Date(), lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
}

/** A failed attempt is retried later with a growing pause, until the job runs out of attempts. */
export async function failJob(db: Database, job: Job, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = job.attempts >= job.maxAttempts;
  const pauseSeconds = Math.min(300, 2 ** job.attempts);
  await db
    .update(jobs)
    .set({
      status: exhausted ? 'failed' : 'pending',
      leaseUntil: null,
      lastError: message.slice(0, 500),
      runAt: new Date(Date.now() + pauseSeconds * 1000),
      finishedAt: exhausted ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, job.id));
}
