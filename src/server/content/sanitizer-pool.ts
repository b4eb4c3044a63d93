import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { HtmlShapeProblem } from './html-shape';
import {
  type CleanHtml,
  SANITIZER_READY,
  type SanitizeRequest,
  type SanitizeResponse,
} from './sanitizer-protocol';

/** Found beside this file both under tsx and under jest (swc), which both run the server as CommonJS. */
const BOOTSTRAP = path.join(__dirname, 'start-sanitizer-worker.mjs');

/** The HTML took longer than the time limit, or more memory than a thread has: the thread was replaced. */
export class HtmlTooComplex extends Error {}
/** Too many texts are already waiting for a thread. */
export class SanitizerBusy extends Error {}
/** The thread stopped for another reason (or the pool was closed). */
export class SanitizerFailed extends Error {}

export type SanitizeOutcome = CleanHtml | { refused: HtmlShapeProblem };

export interface SanitizerPoolOptions {
  /** Threads at most; each starts with the first text that needs it and then stays. */
  threads?: number;
  /** How long one text may take in a thread before the thread is ended and replaced. */
  timeoutMs?: number;
  /** Texts that may wait for a thread; past that, a text is refused as busy. */
  maxWaiting?: number;
  /** The heap a thread may use; a text that needs more ends the thread, not the server. */
  memoryMb?: number;
}

interface Job {
  request: SanitizeRequest;
  /** Whose text it is: waiting texts are taken one owner at a time, in turn. */
  owner: string;
  timeoutMs: number;
  resolve(outcome: SanitizeOutcome): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/**
 * User HTML is parsed and sanitised off the request thread (design: bounded work per request), so a
 * hostile text costs its own thread some time, never everyone's answers. Texts wait in arrival order
 * for one of a few threads; a text past the time limit fails alone and its thread is replaced.
 */
export class HtmlSanitizerPool {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxWaiting: number;
  private readonly memoryMb: number;
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** When each owner last had a text taken, counted in texts taken: the longest waiting goes next. */
  private readonly lastServed = new Map<string, number>();
  private taken = 0;

  constructor(options: SanitizerPoolOptions = {}) {
    this.size = options.threads ?? 2;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    // A class submitting at its deadline sends hundreds of essays within seconds; each waits its turn
    // (a few milliseconds for an ordinary essay) rather than being turned away. The body limit bounds
    // what each waiting text holds.
    this.maxWaiting = options.maxWaiting ?? 512;
    this.memoryMb = options.memoryMb ?? 256;
  }

  /**
   * The HTML sanitised (with its plain text and word count when `withText`), or why it was refused.
   * `timeoutMs` overrides the pool's time limit for this text only.
   */
  sanitize(
    html: string,
    options: { withText?: boolean; timeoutMs?: number; owner?: string | number } = {},
  ): Promise<SanitizeOutcome> {
    if (this.closed) return Promise.reject(new SanitizerFailed('The sanitiser has been closed.'));
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new SanitizerBusy('Too many texts are waiting to be checked.'));
    }
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, html, withText: options.withText ?? false };
      // A text with no owner named is its own: it waits its turn like any one person's.
      const owner = options.owner === undefined ? `text-${request.id}` : String(options.owner);
      this.waiting.push({ request, owner, timeoutMs: options.timeoutMs ?? this.timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new SanitizerFailed('The sanitiser has been closed.');
    for (const job of this.waiting.splice(0)) job.reject(error);
    const threads = this.threads.splice(0);
    for (const thread of threads) this.release(thread)?.reject(error);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch() {
    if (this.closed) return;
    for (const thread of this.threads) {
      if (thread.ready && !thread.job && this.waiting.length > 0) this.run(thread, this.nextJob());
    }
    let starting = this.threads.filter((thread) => !thread.ready).length;
    while (this.waiting.length > starting && this.threads.length < this.size) {
      this.start();
      starting += 1;
    }
    // An idle thread does not keep the process alive; one with work (or work waiting for it) does.
    for (const thread of this.threads) {
      if (thread.job || (!thread.ready && this.waiting.length > 0)) thread.worker.ref();
      else thread.worker.unref();
    }
  }

  /**
   * The waiting text of the owner served longest ago (or never), the earliest of theirs: one person
   * sending many texts at once waits behind everyone else's next text, not ahead of them.
   */
  private nextJob(): Job {
    let chosen = 0;
    let chosenServed = Number.POSITIVE_INFINITY;
    const seen = new Set<string>();
    for (let index = 0; index < this.waiting.length; index += 1) {
      const { owner } = this.waiting[index];
      if (seen.has(owner)) continue;
      seen.add(owner);
      const served = this.lastServed.get(owner) ?? -1;
      if (served < chosenServed) [chosen, chosenServed] = [index, served];
    }
    const [job] = this.waiting.splice(chosen, 1);
    this.taken += 1;
    this.lastServed.set(job.owner, this.taken);
    // Owners with nothing waiting are forgotten, so the map holds at most the waiting texts' owners.
    if (this.lastServed.size > 2 * this.maxWaiting) {
      const waitingOwners = new Set(this.waiting.map((each) => each.owner));
      for (const owner of this.lastServed.keys())
        if (!waitingOwners.has(owner) && owner !== job.owner) this.lastServed.delete(owner);
    }
    return job;
  }

  private run(thread: Thread, job: Job) {
    thread.job = job;
    thread.timer = setTimeout(() => this.replace(thread, new HtmlTooComplex('took too long')), job.timeoutMs);
    thread.worker.postMessage(job.request);
  }

  private start() {
    const worker = new Worker(BOOTSTRAP, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
    });
    const thread: Thread = { worker, ready: false, job: null };
    worker.on('message', (message: SanitizeResponse | typeof SANITIZER_READY) => {
      if (message === SANITIZER_READY) {
        thread.ready = true;
      } else if (thread.job && message.id === thread.job.request.id) {
        const job = this.release(thread)!;
        const { id: _id, ...outcome } = message;
        if ('error' in outcome) job.reject(new SanitizerFailed(outcome.error));
        else job.resolve(outcome);
      }
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.lose(
        thread,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HtmlTooComplex(error.message) : error,
      ),
    );
    worker.on('exit', (code) =>
      this.lose(thread, new SanitizerFailed(`The sanitiser stopped (exit code ${code}).`)),
    );
    this.threads.push(thread);
  }

  /** The thread's job, taken off it with its timer stopped. */
  private release(thread: Thread): Job | null {
    const job = thread.job;
    clearTimeout(thread.timer);
    thread.job = null;
    return job;
  }

  /** Ends a thread whose text ran past the time limit; the text fails and the next one goes ahead. */
  private replace(thread: Thread, error: Error) {
    this.forget(thread);
    this.release(thread)?.reject(error);
    void thread.worker.terminate();
    this.dispatch();
  }

  /** A thread died on its own: its text fails; if it died starting up, so do the texts waiting for it. */
  private lose(thread: Thread, error: Error) {
    if (!this.forget(thread)) return;
    const failure = error instanceof HtmlTooComplex ? error : new SanitizerFailed(error.message);
    this.release(thread)?.reject(failure);
    if (!thread.ready && !this.threads.some((other) => other.ready)) {
      for (const job of this.waiting.splice(0)) job.reject(failure);
    }
    this.dispatch();
  }

  private forget(thread: Thread): boolean {
    const index = this.threads.indexOf(thread);
    if (index === -1) return false;
    this.threads.splice(index, 1);
    return true;
  }
}
