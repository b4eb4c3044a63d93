import path from 'node:path';
import { PermanentJobError } from '../../db/job-queue';
import {
  ThreadStopped,
  ThreadsClosed,
  ThreadTimedOut,
  TimeLimitedThreads,
} from '../../threads/time-limited-threads';
import type { EngineDraft } from '../draft';
import type { AssignmentBrief } from '../engine/brief';
import { DEFAULT_ENGINE_NICE, type EngineRequest } from './protocol';

const DEFAULT_TIMEOUT_MS = 60_000;

const withdrawn = () => new Error('The essay was withdrawn from the feedback engine.');

/** An essay past the time limit: the same essay would take as long again, so its job is not retried. */
function tooSlow(timeoutMs: number): PermanentJobError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new PermanentJobError(
    `The feedback engine took longer than ${seconds} s on this essay and was restarted. Review this essay without a draft.`,
  );
}

/**
 * The server's feedback engine threads (design: shape of the system), as many as the server runs
 * feedback jobs at once (FEEDBACK_CONCURRENCY), so each job has a thread and one long essay does not
 * hold up the next. The first thread starts with the first essay, the others when essays wait, and they
 * stay warm. An essay that takes longer than the time limit, or crashes its thread, fails alone: the
 * thread is replaced and the next essay goes ahead.
 */
export class FeedbackEnginePool {
  readonly #threads: TimeLimitedThreads<EngineRequest, EngineDraft>;
  readonly #timeoutMs: number;

  /** `nice`: the threads' scheduling priority on Linux, 0 (as the API's thread) to 19 (only idle time). */
  constructor(threads: number, options: { nice?: number; timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#threads = new TimeLimitedThreads({
      module: path.join(__dirname, 'engine-worker.ts'),
      name: 'analyseInThread',
      threads: Math.max(1, threads),
      nice: options.nice ?? DEFAULT_ENGINE_NICE,
      // A new thread sets the engine up while it waits for its first essay.
      busyWhileIdle: true,
    });
  }

  /** The engine threads alive now. */
  get threadIds(): number[] {
    return this.#threads.threadIds;
  }

  /** Essays waiting or in the engine now. */
  get load(): number {
    return this.#threads.load;
  }

  /**
   * `options.timeoutMs` overrides the pool's limit for this essay only. Aborting `options.signal`
   * withdraws the essay: a waiting one leaves the queue, and the thread working on one is ended, so a
   * server that is stopping does not wait for a long analysis.
   */
  async analyse(
    text: string,
    options: { timeoutMs?: number; signal?: AbortSignal; brief?: AssignmentBrief } = {},
  ): Promise<EngineDraft> {
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    try {
      return await this.#threads.run({ text, brief: options.brief }, { timeoutMs, signal: options.signal });
    } catch (error) {
      if (error instanceof ThreadsClosed) throw new Error('The feedback engine has been closed.');
      if (error instanceof ThreadTimedOut) throw tooSlow(timeoutMs);
      if (options.signal?.aborted) throw withdrawn();
      if (error instanceof ThreadStopped) {
        throw new Error(`The feedback engine stopped unexpectedly (exit code ${error.exitCode}).`);
      }
      throw error;
    }
  }

  close(): Promise<void> {
    return this.#threads.close();
  }
}
