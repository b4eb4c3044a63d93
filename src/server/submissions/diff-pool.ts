import path from 'node:path';
import Piscina from 'piscina';
import type { DiffTask } from './diff-worker';

/** Found beside this file both under tsx and under jest (swc), which both run the server as CommonJS. */
const BOOTSTRAP = path.join(__dirname, 'start-diff-worker.mjs');

/** Past this long a comparison is given up (the comparison stops refining after 250 ms on its own). */
const TASK_TIMEOUT_MS = 10_000;

/**
 * Comparisons of two essays, off the request thread: one thread (a comparison is rare and short, and
 * the other core answers everyone else), a bounded queue, and a time limit per comparison.
 */
export class DiffPool {
  private readonly pool = new Piscina<DiffTask, string>({
    filename: BOOTSTRAP,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    maxQueue: 64,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  /** Comparisons being made right now, by key: a second ask for the same pair waits for the first. */
  private readonly making = new Map<string, Promise<unknown>>();

  /** The answer's JSON text (diff-worker.ts). */
  compare(task: DiffTask): Promise<string> {
    return this.pool.run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) });
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
    return this.pool.destroy();
  }
}
