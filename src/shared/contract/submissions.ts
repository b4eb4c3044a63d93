import { route } from './route-spec';

export type * from './schemas/submissions';

/** The essays a student hands in, their grades, and how one version differs from another. */
export const SUBMISSION_ROUTES = {
  submitEssay: route('POST', '/student/assignments/:id/submissions'),
  getStudentGrades: route('GET', '/student/grades'),
  getStudentFeedback: route('GET', '/student/feedback'),
  deleteStudentFeedback: route('DELETE', '/student/feedback/:id'),
  getSubmissionGrade: route('GET', '/submissions/:id/grade'),
  getSubmissionDiff: route('GET', '/submissions/:id/diff'),
} as const;
