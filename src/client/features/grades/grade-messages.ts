import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Section 8: what a student reads when grades or feedback cannot be loaded or removed. */
export const GRADE_MESSAGES = {
  grades: 'Failed to fetch grades. Please try again later.',
  feedback: 'Failed to fetch feedback. Please try again later.',
  submissionGrade: 'Failed to fetch submission grade',
  deleteFeedback: 'Failed to delete feedback. Please try again later.',
} as const;

/** A failed grade lookup, carrying the sentence its screen shows. */
export interface GradeLoadError {
  status: FetchBaseQueryError['status'];
  message: string;
}

/** For `transformErrorResponse`: whatever went wrong, the screen reads section 8's sentence. */
export const failingWith =
  (message: string) =>
  (error: FetchBaseQueryError): GradeLoadError => ({ status: error.status, message });
