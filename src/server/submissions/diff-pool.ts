import path from 'node:path';
import { TimeLimitedThreads } from '../threads/time-limited-threads';
import type { DiffTask } from './diff-worker';

/**
 * Past this long a comparison is given up (the comparison stops refining after 250 ms on its own),
 * counted from when it is asked for: a comparison waiting behind others is withdrawn at the same bound,
 * so the caller has its answer or a refusal within it.
 */
const TASK_TIMEOUT_MS = 10_000;

/**
 * Comparisons of two essays, off the request thread: one thread (a comparison is rare and short, and
 * the other core answers everyone else), a bounded queue, and a time limit per comparison, on the
 * same time-limited threads as the sanitiser and the engine.
 */
export class DiffPool {
  private readonly threads = new TimeLimitedThreads<DiffTask, string>({
    module: path.join(__dirname, 'diff-worker.ts'),
    name: 'diffInThread',
    threads: 1,
    nice: 0,
    maxWaiting: 64,
    memoryMb: 256,
  });
  /** Comparisons being made right now, by key: a second ask for the same pair waits for the first. */
  private readonly making = new Map<string, Promise<unknown>>();

  /** The answer's JSON text (diff-worker.ts). */
  compare(task: DiffTask): Promise<string> {
    // The thread's own limit counts from when it begins the comparison; the signal covers the wait too.
    return this.threads.run(task, {
      timeoutMs: TASK_TIMEOUT_MS,
      signal: AbortSignal.timeout(TASK_TIMEOUT_MS),
    });
  }

  /** `make()` once for `key` however many ask while it runs; each asker gets its answer. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let pending = this.making.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = make().finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
