import { expect } from '@playwright/test';
import { type Caller, inParallel, PARALLEL, send } from './xss-api';
import { markerOf } from './xss-corpus';
import type { Refusals } from './xss-refusals';
import type { SeededBatch } from './xss-rich-text';

/** Waits until the engine has drafted feedback on every essay of these assignments. */
export async function waitForDrafts(admin: Caller, assignmentIds: number[]) {
  const statuses = async () => {
    const lists = await inParallel(assignmentIds, PARALLEL, async (id) => {
      const answer = await send<{ draft_status: string }[]>(
        admin,
        'get',
        `/api/admin/assignments/${id}/submissions`,
      );
      return answer.body.map((row) => row.draft_status);
    });
    return lists.flat();
  };
  const busy = async () => (await statuses()).filter((status) => status === 'queued' || status === 'running');
  await expect.poll(busy, { timeout: 120_000, intervals: [500] }).toEqual([]);
  expect(
    (await statuses()).filter((status) => status !== 'ready'),
    'drafts the engine gave up on',
  ).toEqual([]);
}

export interface CommentCounts {
  /** The instructor's own comments, which reach the student once released. */
  manual: number;
  /** The engine's, which stay pending and so stay on the grading screen. */
  drafted: number;
}

const submissionUrl = (batch: SeededBatch) =>
  `/api/admin/assignments/${batch.assignmentId}/submissions/${batch.submissionId}`;

/**
 * On each essay, the instructor's own comment on every vector's marker, with the vector as its comment
 * and its suggestion. Answers, per assignment, how many comments each side made.
 */
export async function seedFeedback(admin: Caller, essays: SeededBatch[], refusals: Refusals) {
  const counts = new Map<number, CommentCounts>();
  for (const essay of essays) {
    const detail = (
      await send<{ content_text: string; feedback_items: unknown[] }>(admin, 'get', submissionUrl(essay))
    ).body;
    const stored = await inParallel(essay.vectors, PARALLEL, async (vector) => {
      const quote = markerOf(vector.id);
      const startIndex = detail.content_text.indexOf(quote);
      expect(startIndex, `${quote} is in the essay's text`).toBeGreaterThanOrEqual(0);
      const answer = await send(admin, 'post', `${submissionUrl(essay)}/feedback-items`, {
        startIndex,
        endIndex: startIndex + quote.length,
        quote,
        category: 'clarity',
        severity: 'medium',
        comment: vector.text,
        suggestion: vector.text,
      });
      return refusals.accepted('feedback comment', [vector], answer, 201);
    });
    counts.set(essay.assignmentId, {
      manual: stored.filter(Boolean).length,
      drafted: detail.feedback_items.length,
    });
  }
  return counts;
}

/** The general feedback names each vector by its marker, so the page can be checked for all of them. */
export function generalFeedbackOf(essay: SeededBatch): string {
  let text = '';
  for (const vector of essay.vectors) {
    const line = `${markerOf(vector.id)} ${vector.text}\n`;
    // The field holds 5,000 characters; the comments already carry every vector.
    if (text.length + line.length > 5000) break;
    text += line;
  }
  return text;
}

/** Releases the essay with a grade and the batch as its general feedback. */
export async function release(admin: Caller, essay: SeededBatch) {
  const answer = await send(admin, 'put', `${submissionUrl(essay)}/review`, {
    grade: 70,
    general_feedback: generalFeedbackOf(essay),
    overall_feedback: '',
    strengths: [],
    areas_for_improvement: [],
    encouragement: '',
    release: true,
  });
  expect(answer.status).toBe(200);
}
