import path from 'node:path';
import {
  ThreadStopped,
  ThreadsBusy,
  ThreadsClosed,
  ThreadTimedOut,
  TimeLimitedThreads,
} from '../threads/time-limited-threads';
import type { SanitizeOutcome, SanitizeRequest } from './sanitizer-protocol';
import { TakeTurnsQueue, type TurnOf } from './take-turns-queue';

/** The HTML took longer than the time limit, or more memory than a thread has: the thread was replaced. */
export class HtmlTooComplex extends Error {}
/** Too many texts are already waiting for a thread. */
export class SanitizerBusy extends Error {}
/** The thread stopped for another reason (or the pool was closed). */
export class SanitizerFailed extends Error {}

export interface SanitizerPoolOptions {
  /** Threads at most; each starts when a text needs it and then stays. */
  threads?: number;
  /** How long one text may take in a thread before the thread is ended and replaced. */
  timeoutMs?: number;
  /** Texts that may wait for a thread; past that, a text is refused as busy. */
  maxWaiting?: number;
  /** The heap a thread may use; a text that needs more ends the thread, not the server. */
  memoryMb?: number;
}

/** The API thread answers everyone: a long sanitise waits for it rather than the other way round. */
const SANITIZER_NICE = 5;

/** Why no sanitised text came back, as the callers (clean-html.ts) tell it apart. */
function failureOf(error: unknown): Error {
  if (error instanceof ThreadTimedOut) return new HtmlTooComplex('took too long');
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new HtmlTooComplex((error as Error).message);
  }
  if (error instanceof ThreadsBusy) return new SanitizerBusy('Too many texts are waiting to be checked.');
  if (error instanceof ThreadsClosed) return new SanitizerFailed('The sanitiser has been closed.');
  if (error instanceof ThreadStopped)
    return new SanitizerFailed(`The sanitiser stopped (exit code ${error.exitCode}).`);
  return new SanitizerFailed(error instanceof Error ? error.message : String(error));
}

/**
 * User HTML is parsed and sanitised off the request thread (design: bounded work per request), so a
 * hostile text costs its own thread some time, never everyone's answers. Texts wait for one of a few
 * threads, taken one sender at a time; a text past the time limit fails alone and its thread is replaced.
 */
export class HtmlSanitizerPool {
  readonly #threads: TimeLimitedThreads<SanitizeRequest, SanitizeOutcome>;
  readonly #timeoutMs: number;
  #unnamed = 0;

  constructor(options: SanitizerPoolOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#threads = new TimeLimitedThreads({
      module: path.join(__dirname, 'sanitizer-worker.ts'),
      name: 'sanitizeInThread',
      threads: options.threads ?? 2,
      nice: SANITIZER_NICE,
      // A class submitting at its deadline sends hundreds of essays within seconds; each waits its turn
      // (a few milliseconds for an ordinary essay) rather than being turned away. The body limit bounds
      // what each waiting text holds.
      maxWaiting: options.maxWaiting ?? 512,
      order: new TakeTurnsQueue(),
      memoryMb: options.memoryMb ?? 256,
    });
  }

  /**
   * The HTML sanitised (with its plain text and word count when `withText`), or why it was refused.
   * `timeoutMs` overrides the pool's time limit for this text only; `owner`'s texts take turns with
   * everyone else's, and a text with no owner named is its own.
   */
  async sanitize(
    html: string,
    options: { withText?: boolean; timeoutMs?: number; owner?: string | number } = {},
  ): Promise<SanitizeOutcome> {
    const owner = options.owner === undefined ? `text-${++this.#unnamed}` : String(options.owner);
    try {
      return await this.#threads.run(
        { html, withText: options.withText ?? false },
        { timeoutMs: options.timeoutMs ?? this.#timeoutMs, order: { owner } satisfies TurnOf },
      );
    } catch (error) {
      throw failureOf(error);
    }
  }

  close(): Promise<void> {
    return this.#threads.close();
  }
}
