import type { EngineDraft } from '../draft';
import type { AssignmentBrief } from '../engine/brief';
import { FeedbackEngineWorker } from './engine-client';

/**
 * As many engine threads as the server runs feedback jobs at once (FEEDBACK_CONCURRENCY), so each job
 * has a thread of its own and one long essay does not hold up the next. Each thread starts with its
 * first essay, so an idle server keeps none.
 */
export class FeedbackEnginePool {
  private readonly workers: FeedbackEngineWorker[];

  constructor(threads: number, options: { nice?: number; timeoutMs?: number } = {}) {
    this.workers = Array.from({ length: Math.max(1, threads) }, () => new FeedbackEngineWorker(options));
  }

  /** Goes to the least busy thread, a warm one first among equals. */
  analyse(
    text: string,
    options: { signal?: AbortSignal; brief?: AssignmentBrief } = {},
  ): Promise<EngineDraft> {
    const [chosen] = [...this.workers].sort(
      (a, b) => a.load - b.load || Number(b.running) - Number(a.running),
    );
    return chosen.analyse(text, options);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
