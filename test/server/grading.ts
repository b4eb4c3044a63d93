import type { ReviewUpdate } from '../../src/shared/contract';
import { bearer } from './factories';
import type { TestServer } from './test-server';

/** Where an instructor reads and grades one essay of an assignment. */
export const gradingUrl = (assignmentId: number, submissionId: number) =>
  `/api/admin/assignments/${assignmentId}/submissions/${submissionId}`;

/** The body of `PUT …/review`, as the contract declares it. */
export type ReviewForm = ReviewUpdate;

/** The instructor's review as the grading screen sends it: left empty and unreleased but for `fields`. */
export const reviewForm = (fields: Partial<ReviewForm> = {}): ReviewForm => ({
  grade: null,
  general_feedback: '',
  overall_feedback: '',
  strengths: [],
  areas_for_improvement: [],
  encouragement: '',
  release: false,
  ...fields,
});

/** The requests of one essay's grading screen, sent by the staff member holding `token`. */
export function gradingDesk(server: TestServer, token: string, assignmentId: number, submissionId: number) {
  const url = gradingUrl(assignmentId, submissionId);
  return {
    /** The essay with its drafted comments. */
    read: () => server.app.inject({ method: 'GET', url, headers: bearer(token) }),
    /** Accepts or rejects a drafted comment. */
    decide: (itemId: number, decision: 'accepted' | 'rejected') =>
      server.app.inject({
        method: 'PATCH',
        url: `${url}/feedback-items/${itemId}`,
        payload: { decision },
        headers: bearer(token),
      }),
    /** Saves the review; with `release`, shows it to the student. */
    review: (form: ReviewForm) =>
      server.app.inject({ method: 'PUT', url: `${url}/review`, payload: form, headers: bearer(token) }),
  };
}
