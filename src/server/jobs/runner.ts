import type { Database } from '../db/client';
import {
  claimNextJob,
  completeJob,
  failJob,
  type Job,
  type JobKinds,
  releaseJob,
  renewLease,
} from '../db/job-queue';

/**
 * Does one job's work. The signal aborts when the server stops or loses the job's lease: the handler
 * should drop its work then (the runner no longer waits for it). Resolving to 'skipped' records that
 * the work was not needed.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing; only a skip says so.
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void | 'skipped'>;

export interface JobRunnerOptions {
  leaseSeconds: number;
  /** How often an idle runner looks for work that another server copy queued. */
  pollMs: number;
  /** Jobs run at once; 1 unless said otherwise. */
  concurrency?: number;
  /** The kinds this runner takes; every kind unless said otherwise. */
  kinds?: JobKinds;
  onError?: (error: unknown, job?: Job) => void;
}

/** Why a running job's signal aborted. */
const STOPPING = 'stopping';
const LEASE_LOST = 'lease lost';

interface Active {
  controller: AbortController;
  /** Settles once the job's row says how it ended (done, failed, released); never waits on a dropped handler. */
  settled: Promise<void>;
}

/**
 * Runs durable jobs off the request path, up to `concurrency` at once. `wake` starts at once on work
 * this server queued; polling picks up the rest, including jobs left running when a server died.
 * A running job's lease is renewed every third of its length, so a crashed server's jobs come back
 * within one short lease. `stop` hands running jobs back to the queue without waiting for them.
 */
export class JobRunner {
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the loop was busy, so the next pause does not sleep through it. */
  private woken = false;
  private readonly active = new Map<number, Active>();

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: JobRunnerOptions,
  ) {}

  private get concurrency(): number {
    return Math.max(1, this.options.concurrency ?? 1);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.idle = this.loop();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    for (const { controller } of this.active.values()) controller.abort(STOPPING);
    await this.idle;
    await Promise.all([...this.active.values()].map(({ settled }) => settled));
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (this.active.size >= this.concurrency) {
        // Nothing can be taken before a running job settles, and settling wakes the loop: no polling.
        await this.pause();
        continue;
      }
      const job = await claimNextJob(this.db, this.options.leaseSeconds, this.options.kinds).catch(
        (error) => {
          this.options.onError?.(error);
          return undefined;
        },
      );
      if (job && !this.running) {
        // Claimed while stopping: it goes straight back.
        await releaseJob(this.db, job).catch((error) => this.options.onError?.(error, job));
      } else if (job) {
        this.launch(job);
      } else if (this.running) {
        await this.pause(this.options.pollMs);
      }
    }
  }

  /** Waits for a wake, or at most `pollMs` when given. */
  private pause(pollMs?: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.wakeUp = () => {
        clearTimeout(this.timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      if (pollMs !== undefined) this.timer = setTimeout(() => this.wakeUp?.(), pollMs);
    });
  }

  private launch(job: Job): void {
    const controller = new AbortController();
    const heartbeat = this.keepLease(job, controller);
    const settled = this.run(job, controller.signal)
      .catch((error) => this.options.onError?.(error, job))
      .finally(() => {
        clearInterval(heartbeat);
        // Only a full runner is waiting for a place; one with room already looked and found nothing due.
        const wasFull = this.active.size >= this.concurrency;
        this.active.delete(job.id);
        if (wasFull) this.wake();
      });
    this.active.set(job.id, { controller, settled });
  }

  /** Renews the lease every third of it; a lease found taken aborts the job here. */
  private keepLease(job: Job, controller: AbortController): NodeJS.Timeout {
    let renewing = false;
    const timer = setInterval(
      async () => {
        if (renewing || controller.signal.aborted) return;
        renewing = true;
        try {
          if (!(await renewLease(this.db, job, this.options.leaseSeconds))) controller.abort(LEASE_LOST);
        } catch (error) {
          // The database is away: the next beat tries again while the lease lasts.
          this.options.onError?.(error, job);
        } finally {
          renewing = false;
        }
      },
      (this.options.leaseSeconds * 1000) / 3,
    );
    timer.unref();
    return timer;
  }

  private async run(job: Job, signal: AbortSignal): Promise<void> {
    const outcome = await Promise.race([this.attempt(job, signal), abortOf(signal)]);
    if (signal.aborted) {
      // A finished draft is kept; anything else goes back to the queue, or to the server now holding it.
      if (outcome.kind === 'finished') await completeJob(this.db, job, outcome.status);
      else if (signal.reason === STOPPING) await releaseJob(this.db, job);
      return;
    }
    if (outcome.kind === 'finished') return completeJob(this.db, job, outcome.status);
    if (outcome.kind === 'failed') {
      this.options.onError?.(outcome.error, job);
      await failJob(this.db, job, outcome.error);
    }
  }

  private async attempt(job: Job, signal: AbortSignal): Promise<Outcome> {
    try {
      const handler = this.handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      if (job.attempts > job.maxAttempts) throw new Error('The job ran out of attempts.');
      const result = await handler(job, signal);
      return { kind: 'finished', status: result === 'skipped' ? 'skipped' : 'done' };
    } catch (error) {
      return { kind: 'failed', error };
    }
  }
}

type Outcome =
  | { kind: 'finished'; status: 'done' | 'skipped' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'aborted' };

const abortOf = (signal: AbortSignal) =>
  new Promise<Outcome>((resolve) => {
    if (signal.aborted) resolve({ kind: 'aborted' });
    else signal.addEventListener('abort', () => resolve({ kind: 'aborted' }), { once: true });
  });

/** Runners that share one queue, each taking its own kinds of job: started, woken and stopped together. */
export class JobRunners {
  constructor(private readonly runners: readonly JobRunner[]) {}

  start(): void {
    for (const runner of this.runners) runner.start();
  }

  wake(): void {
    for (const runner of this.runners) runner.wake();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
