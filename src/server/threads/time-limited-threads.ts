import path from 'node:path';
import Piscina, { type TaskQueue } from 'piscina';
import { isTaskStarted, type NumberedTask, type TaskStarted } from './thread-task';

/** Found beside this file both under tsx and under jest (swc), which both run the server as CommonJS. */
const START_THREAD = path.join(__dirname, 'start-thread.mjs');

/** The task ran past its time limit: its thread was ended, and a new one takes the next task. */
export class ThreadTimedOut extends Error {}
/** Too many tasks were already waiting for a thread. */
export class ThreadsBusy extends Error {}
/** The threads were closed before the task was done, or before it was asked for. */
export class ThreadsClosed extends Error {}
/** The task's thread stopped on its own (a crash), taking the task with it. */
export class ThreadStopped extends Error {
  constructor(readonly exitCode: number) {
    super(`The thread stopped (exit code ${exitCode}).`);
  }
}

type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;
export type WaitingTask = Parameters<TaskQueue['push']>[0];

/**
 * What `run` was given as `order` for this task. The symbol is read from the class: as a named import,
 * a static getter is lost in some CommonJS interop (swc's, under jest).
 */
export const orderOf = <Order>(task: WaitingTask): Order | null =>
  (task as unknown as Record<symbol, Order | null>)[Piscina.queueOptionsSymbol] ?? null;

/** The order waiting tasks are taken in, told each time a task is handed to a thread. */
export interface WaitingOrder extends TaskQueue {
  handedOut(task: WaitingTask): void;
}

export interface TimeLimitedThreadsOptions {
  /** The TypeScript module a thread loads, and the function of it (made with `taskInThread`) it runs. */
  module: string;
  name: string;
  /** Threads at most. The first starts with the first task; the others when tasks wait; all then stay. */
  threads: number;
  /** On Linux, how far below the thread that starts them the threads run (0 to 19). */
  nice: number;
  /** Tasks that may wait for a thread; past that, a task is refused (ThreadsBusy). */
  maxWaiting?: number;
  /** The order waiting tasks are taken in; first come, first served when not given. */
  order?: WaitingOrder;
  /** The heap a thread may use: a task that needs more ends its thread, not the server. */
  memoryMb?: number;
  /** Whether a thread goes on with asynchronous work while it waits for a task (a set-up under way). */
  busyWhileIdle?: boolean;
}

interface Clock {
  timeoutMs: number;
  timer?: NodeJS.Timeout;
  expired: boolean;
}

/** Piscina's own failures, told apart by their messages (it exports no classes for them). */
function piscinaFailure(error: unknown): Error | null {
  const message = error instanceof Error ? error.message : '';
  if (message === 'Task queue is at limit')
    return new ThreadsBusy('Too many tasks are waiting for a thread.');
  const exit = /^worker exited with code: (\d+)$/.exec(message);
  return exit ? new ThreadStopped(Number(exit[1])) : null;
}

/**
 * Work off the request thread in Piscina's threads, each task with a time limit that counts from the
 * moment its thread begins it (design: bounded work per request). A task past its limit has its thread
 * ended, and Piscina replaces a thread that ends or crashes; no one task can stop the others.
 */
export class TimeLimitedThreads<Task, Result> {
  #pool: Piscina<NumberedTask<Task>, Result> | null = null;
  readonly #clocks = new Map<number, Clock>();
  /** Threads ended for a task past its limit and not gone yet: none is handed another task. */
  readonly #ending = new Set<number>();
  #nextId = 1;
  #closed = false;

  constructor(private readonly options: TimeLimitedThreadsOptions) {}

  /** The threads alive now. */
  get threadIds(): number[] {
    return this.#pool?.threads.map((thread) => thread.threadId) ?? [];
  }

  /** Tasks waiting for a thread or in one. */
  get load(): number {
    return this.#clocks.size;
  }

  /**
   * The task's result. `order` is what the waiting order reads of the task; aborting `signal` withdraws
   * the task, ending its thread if it has begun (Piscina's abort).
   */
  async run(
    task: Task,
    { timeoutMs, signal, order }: { timeoutMs: number; signal?: AbortSignal; order?: object },
  ): Promise<Result> {
    if (this.#closed) throw new ThreadsClosed('The threads have been closed.');
    const id = this.#nextId++;
    const clock: Clock = { timeoutMs, expired: false };
    this.#clocks.set(id, clock);
    try {
      // Piscina hands the waiting order what the task holds under its symbol; a thread never sees it.
      const numbered = { id, task, [Piscina.queueOptionsSymbol]: order };
      return await this.#threads().run(numbered, { signal });
    } catch (error) {
      if (this.#closed) throw new ThreadsClosed('The threads have been closed.');
      if (clock.expired) throw new ThreadTimedOut(`The task took longer than ${timeoutMs} ms.`);
      throw piscinaFailure(error) ?? error;
    } finally {
      clearTimeout(clock.timer);
      this.#clocks.delete(id);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#pool?.destroy();
  }

  #threads(): Piscina<NumberedTask<Task>, Result> {
    if (this.#pool) return this.#pool;
    const { module, name, threads, nice, maxWaiting, order, memoryMb, busyWhileIdle } = this.options;
    const pool = new Piscina<NumberedTask<Task>, Result>({
      filename: START_THREAD,
      workerData: { module, name },
      // Made with the first task, so the first thread starts then; one always stays, so a thread
      // ended with a task is replaced at once for the tasks waiting behind it.
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: maxWaiting ?? Number.POSITIVE_INFINITY,
      taskQueue: order,
      // A task taken from the queue and not handed out goes back to the front, not the end.
      stricterFIFO: true,
      loadBalancer: this.#handOut,
      niceIncrement: nice,
      resourceLimits: memoryMb ? { maxOldGenerationSizeMb: memoryMb } : undefined,
      // The server's own flags (jest's, tsx's loader) are not the thread's.
      execArgv: [],
      atomics: busyWhileIdle ? 'disabled' : 'sync',
    });
    pool.on('message', (message: unknown) => {
      if (isTaskStarted(message)) this.#startClock(message);
    });
    // Piscina reports a thread that failed with no task in it. If it failed as it started, none is left
    // and Piscina starts no other: the tasks waiting for one fail, and the next task tries afresh.
    pool.on('error', () => {
      if (pool.threads.length > 0 || this.#pool !== pool) return;
      this.#pool = null;
      void pool.destroy();
    });
    this.#pool = pool;
    return pool;
  }

  /**
   * Piscina's choice of thread: an idle one that is not being ended, one task at a time. A thread that
   * has stopped has the id -1 until Piscina hears of its exit.
   */
  readonly #handOut: LoadBalancer = (task, workers) => {
    const idle = workers.find(
      (worker) => worker.currentUsage === 0 && worker.id !== -1 && !this.#ending.has(worker.id),
    );
    if (idle) this.options.order?.handedOut(task);
    return idle ?? null;
  };

  #startClock({ taskStarted, threadId }: TaskStarted) {
    const clock = this.#clocks.get(taskStarted);
    if (!clock) return;
    clock.timer = setTimeout(() => {
      clock.expired = true;
      const alive = this.threadIds;
      for (const ending of this.#ending) if (!alive.includes(ending)) this.#ending.delete(ending);
      this.#ending.add(threadId);
      void this.#pool?.threads.find((thread) => thread.threadId === threadId)?.terminate();
    }, clock.timeoutMs);
  }
}
