import type { Database } from '../db/client';
import { claimNextJob, completeJob, failJob, type Job } from './queue';

export type JobHandler = (job: Job) => Promise<void>;

export interface JobRunnerOptions {
  leaseSeconds: number;
  /** How often an idle runner looks for work that another server copy queued. */
  pollMs: number;
  onError?: (error: unknown, job?: Job) => void;
}

/**
 * Runs durable jobs one at a time, off the request path. `wake` starts at once on work this server
 * queued; polling picks up the rest, including jobs left running when a server stopped.
 */
export class JobRunner {
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: JobRunnerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.idle = this.loop();
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.idle;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const worked = await this.runOne().catch((error) => {
        this.options.onError?.(error);
        return false;
      });
      if (!worked && this.running) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      this.wakeUp = () => {
        clearTimeout(this.timer);
        this.wakeUp = undefined;
        resolve();
      };
      this.timer = setTimeout(() => this.wakeUp?.(), this.options.pollMs);
    });
  }

  /** True when a job was taken, so the loop looks again at once. */
  private async runOne(): Promise<boolean> {
    const job = await claimNextJob(this.db, this.options.leaseSeconds);
    if (!job) return false;
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      if (job.attempts > job.maxAttempts) throw new Error('The job ran out of attempts.');
      await handler(job);
      await completeJob(this.db, job);
    } catch (error) {
      this.options.onError?.(error, job);
      await failJob(this.db, job, error);
    }
    return true;
  }
}
