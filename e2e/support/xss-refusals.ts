import { expect } from '@playwright/test';
import type { Answer } from './xss-api';
import type { XssVector } from './xss-corpus';

/** A vector the server would not store on one path, with the status it answered. */
export interface Refusal {
  path: string;
  source: string;
  status: number;
  error: string;
}

/** What the server refused, for the report: refusing is a fine answer to hostile input, crashing is not. */
export class Refusals {
  readonly all: Refusal[] = [];

  /** Whether the answer is `stored`; otherwise it must be a 4xx with a sentence, and is recorded. */
  accepted(path: string, vectors: XssVector[], answer: Answer<unknown>, stored: number): boolean {
    if (answer.status === stored) return true;
    const error = (answer.body as { error?: string } | null)?.error ?? '';
    const sources = vectors.map((vector) => vector.source).join(', ');
    expect(answer.status, `${path}: ${sources} answered ${answer.status} ${error}`).toBeLessThan(500);
    expect(error, `${path}: ${sources} refused without a reason`).not.toBe('');
    for (const vector of vectors)
      this.all.push({ path, source: vector.source, status: answer.status, error });
    return false;
  }
}
