import { randomUUID } from 'node:crypto';
import type { ApiError } from '../../../src/shared/contract/common';
import type { StudentSubmission } from '../../../src/shared/contract/submissions';
import { essayHtml, isSuccess, type Outcome, readGrades, submitEssay } from './api-client';
import type { Member } from './cohort';

export interface Acknowledged {
  userId: number;
  idempotencyKey: string;
  html: string;
  submissionId: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one failure a caller can act on during an outage: 503 with the error contract's body. */
const isCleanUnavailable = (outcome: Outcome<unknown>) =>
  outcome.status === 503 && (outcome.body as ApiError | undefined)?.code === 'UNAVAILABLE';

/**
 * Students who each submit an essay and read their grades, over and over. Like a careful client, a
 * student whose submission was not acknowledged sends it again with the same Idempotency-Key.
 */
export class SteadyLoad {
  readonly acknowledged: Acknowledged[] = [];
  /** The first answers that were neither a success nor a clean 503: what a caller could not act on. */
  readonly unexpected: string[] = [];
  unavailableAnswers = 0;
  private successes = 0;
  private stopped = false;
  private clients: Promise<void>[] = [];
  private waiters: Array<{ target: number; resolve: () => void }> = [];

  constructor(
    private readonly baseUrl: string,
    private readonly assignmentId: number,
  ) {}

  start(students: Member[]): void {
    this.clients = students.map((student) => this.runClient(student));
  }

  /** Resolves once `count` more requests have succeeded than had when it was called. */
  moreSuccesses(count: number, timeoutMs = 45_000): Promise<void> {
    const target = this.successes + count;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Only ${this.successes} of ${target} successes after ${timeoutMs} ms.`)),
        timeoutMs,
      );
      this.waiters.push({
        target,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.clients);
  }

  private record(what: string, outcome: Outcome<unknown>): boolean {
    if (isSuccess(outcome)) {
      this.successes += 1;
      for (const waiter of this.waiters.filter((w) => w.target <= this.successes)) waiter.resolve();
      this.waiters = this.waiters.filter((w) => w.target > this.successes);
      return true;
    }
    if (isCleanUnavailable(outcome)) this.unavailableAnswers += 1;
    else if (this.unexpected.length < 20) this.unexpected.push(`${what}: ${JSON.stringify(outcome)}`);
    return false;
  }

  private async runClient(student: Member): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt += 1) {
      const essay = { idempotencyKey: randomUUID(), html: essayHtml(student.username, attempt) };
      let acknowledged = false;
      while (!acknowledged && !this.stopped) {
        const outcome = await submitEssay(this.baseUrl, {
          token: student.token,
          assignmentId: this.assignmentId,
          ...essay,
        });
        acknowledged = this.record('submit', outcome);
        if (acknowledged) {
          const { id } = (outcome as { body: StudentSubmission }).body;
          this.acknowledged.push({ userId: student.id, ...essay, submissionId: id });
        } else await pause(50);
      }
      if (!this.record('grades', await readGrades(this.baseUrl, student.token))) await pause(50);
    }
  }
}
