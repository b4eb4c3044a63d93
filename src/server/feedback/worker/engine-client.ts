import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PermanentJobError } from '../../jobs/queue';
import type { EngineDraft } from '../draft';
import type { AssignmentBrief } from '../engine/brief';
import {
  DEFAULT_ENGINE_NICE,
  type EngineRequest,
  type EngineResponse,
  type EngineThreadOptions,
} from './protocol';

const DEFAULT_TIMEOUT_MS = 60_000;
/** Found beside this file both under tsx and under jest (swc), which both run the server as CommonJS. */
const BOOTSTRAP = path.join(__dirname, 'start-engine-worker.mjs');

interface Pending {
  id: number;
  text: string;
  brief?: AssignmentBrief;
  timeoutMs: number;
  resolve(draft: EngineDraft): void;
  reject(error: Error): void;
}

const abandoned = () => new Error('The essay was withdrawn from the feedback engine.');

/**
 * The server's handle on the feedback engine thread (design: shape of the system). The thread starts
 * with the first essay and stays warm; essays are analysed one at a time in arrival order. An essay
 * that takes longer than the timeout, or crashes the thread, fails alone: the thread is replaced and
 * the next essay goes ahead.
 */
export class FeedbackEngineWorker {
  private readonly timeoutMs: number;
  private readonly nice: number;
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private current: { request: Pending; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private closed = false;

  /** `nice`: the thread's scheduling priority on Linux, 0 (as the API's thread) to 19 (only idle time). */
  constructor(options: { timeoutMs?: number; nice?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.nice = options.nice ?? DEFAULT_ENGINE_NICE;
  }

  /** Whether an engine thread is alive now. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Essays waiting or in the engine now. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /**
   * `options.timeoutMs` overrides the client's limit for this essay only. Aborting `options.signal`
   * withdraws the essay: a waiting one leaves the queue, and the thread working on one is ended, so
   * a server that is stopping does not wait for a long analysis.
   */
  analyse(
    text: string,
    options: { timeoutMs?: number; signal?: AbortSignal; brief?: AssignmentBrief } = {},
  ): Promise<EngineDraft> {
    if (this.closed) return Promise.reject(new Error('The feedback engine has been closed.'));
    if (options.signal?.aborted) return Promise.reject(abandoned());
    return new Promise((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? this.timeoutMs;
      const request: Pending = { id: this.nextId++, text, brief: options.brief, timeoutMs, resolve, reject };
      options.signal?.addEventListener('abort', () => this.withdraw(request), { once: true });
      this.queue.push(request);
      this.dispatch();
    });
  }

  private withdraw(request: Pending) {
    const waiting = this.queue.indexOf(request);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      request.reject(abandoned());
    } else if (this.current?.request === request) {
      this.finish(abandoned());
      void this.stopThread().then(() => this.dispatch());
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The feedback engine has been closed.');
    for (const request of this.queue.splice(0)) request.reject(error);
    this.finish(error);
    await this.stopThread();
  }

  private dispatch() {
    if (this.current || this.queue.length === 0 || this.closed) return;
    const request = this.queue.shift()!;
    const worker = this.thread();
    worker.ref();
    const timer = setTimeout(() => {
      const seconds = Math.round(request.timeoutMs / 100) / 10;
      // The same essay would take as long again: the job is not retried on it.
      this.finish(
        new PermanentJobError(
          `The feedback engine took longer than ${seconds} s on this essay and was restarted. Review this essay without a draft.`,
        ),
      );
      void this.stopThread().then(() => this.dispatch());
    }, request.timeoutMs);
    this.current = { request, timer };
    worker.postMessage({ id: request.id, text: request.text, brief: request.brief } satisfies EngineRequest);
  }

  /** Settles the request in flight, if any, and lets an idle thread stop holding the process open. */
  private finish(outcome: EngineDraft | Error) {
    if (!this.current) return;
    const { request, timer } = this.current;
    clearTimeout(timer);
    this.current = null;
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
    if (this.queue.length === 0) this.worker?.unref();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOTSTRAP, {
      execArgv: [],
      workerData: { nice: this.nice } satisfies EngineThreadOptions,
    });
    worker.on('message', (response: EngineResponse) => {
      if (response.id !== this.current?.request.id) return;
      this.finish('error' in response ? new Error(response.error) : response.draft);
      this.dispatch();
    });
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) =>
      this.lose(worker, new Error(`The feedback engine stopped unexpectedly (exit code ${code}).`)),
    );
    this.worker = worker;
    return worker;
  }

  /** The thread died on its own: the essay it held fails, and the next essay starts a new thread. */
  private lose(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.finish(error);
    this.dispatch();
  }

  private async stopThread() {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
