import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { jobs } from './schema';

export type Job = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  submissionId?: number;
  /** Whose work this is (a student's id, or a query that finds it); jobs are shared out fairly by owner. */
  ownerId?: number | SQL;
}

const jobRow = (job: NewJob) => ({
  kind: job.kind,
  payload: JSON.stringify(job.payload),
  submissionId: job.submissionId,
  ownerId: job.ownerId,
});

/** Adds a job; pass the transaction that writes the work it belongs to, so both land or neither. */
export async function enqueueJob(db: Pick<Database, 'insert'>, job: NewJob): Promise<Job> {
  const [row] = await db.insert(jobs).values(jobRow(job)).returning();
  return row;
}

/** Adds many jobs in one statement (the invitations of a class list), in the caller's transaction. */
export async function enqueueJobs(db: Pick<Database, 'insert'>, many: NewJob[]): Promise<void> {
  if (many.length === 0) return;
  await db.insert(jobs).values(many.map(jobRow));
}

/** The kinds of job one runner takes: only these, or every kind but these. */
/**
 * The first job of this kind that also meets `conditions`, by id only: whether such a job is there
 * (a query still to run, so a caller may lock what it finds).
 */
export const firstJobOfKind = (db: Pick<Database, 'select'>, kind: string, ...conditions: SQL[]) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), ...conditions))
    .limit(1);

export type JobKinds = { only: readonly string[] } | { except: readonly string[] };

const kindCondition = (kinds: JobKinds): SQL =>
  'only' in kinds ? inArray(jobs.kind, [...kinds.only]) : notInArray(jobs.kind, [...kinds.except]);

/**
 * Takes the next due job of the given kinds under a lease. A job whose lease ran out belonged to a server
 * that stopped or died mid-job, so it is taken again; SKIP LOCKED lets several server copies claim side
 * by side.
 *
 * Owners take turns: first the owner with the fewest jobs running, then the one served longest ago (or
 * never), and only then the oldest job. So one student's pile of long essays never holds up another
 * student's single draft, whatever order they arrived in.
 */
export async function claimNextJob(
  db: Database,
  leaseSeconds: number,
  kinds: JobKinds = { except: [] },
): Promise<Job | undefined> {
  const token = randomUUID();
  const ofKinds = kindCondition(kinds);
  const result = await db.execute<Record<string, unknown>>(sql`
    with owners as (
      select owner_id,
        count(*) filter (where status = 'running' and lease_until >= now()) as running,
        max(finished_at) as served
      from jobs
      where ${ofKinds} and owner_id in (
        select owner_id from jobs
        where ${ofKinds} and ((status = 'pending' and run_at <= now()) or (status = 'running' and lease_until < now())))
      group by owner_id
    )
    update jobs set status = 'running', attempts = attempts + 1, updated_at = now(), lease_token = ${token},
      lease_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select jobs.id from jobs left join owners on owners.owner_id = jobs.owner_id
      where ${ofKinds}
        and ((jobs.status = 'pending' and jobs.run_at <= now())
        or (jobs.status = 'running' and jobs.lease_until < now()))
      order by coalesce(owners.running, 0), owners.served nulls first, jobs.run_at, jobs.id
      limit 1
      for update of jobs skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** Only the current holder of the job's lease may change it: a server that lost it changes nothing. */
const heldBy = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.leaseToken, job.leaseToken ?? ''));

/** `skipped` when the work turned out to be pointless (see the handler), else `done`. */
export async function completeJob(
  db: Database,
  job: Job,
  status: 'done' | 'skipped' = 'done',
): Promise<void> {
  await db
    .update(jobs)
    .set({ status, leaseUntil: null, finishedAt: new Date(), updatedAt: new Date(), lastError: null })
    .where(heldBy(job));
}

/** A failed attempt is retried later with a growing pause, until the job runs out of attempts. */
/**
 * A failure that trying again cannot mend (the same input would fail the same way): the job fails at
 * once, with its sentence, rather than holding a thread for each of its attempts.
 */
export class PermanentJobError extends Error {}

export async function failJob(db: Database, job: Job, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
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
    .where(heldBy(job));
}

/**
 * Hands a job back untouched, as a server stopping mid-job does: due again at once, and the attempt it
 * was on is not counted, since the job did not fail.
 */
export async function releaseJob(db: Database, job: Job): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      leaseUntil: null,
      leaseToken: null,
      runAt: sql`now()`,
      updatedAt: new Date(),
    })
    .where(heldBy(job));
}

/** Extends the lease of a job still running here; false when this server no longer holds it. */
export async function renewLease(db: Database, job: Job, leaseSeconds: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: new Date() })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}
