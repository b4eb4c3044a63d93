import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  DraftDiffSchema,
  GradeItemSchema,
  StudentSubmissionSchema,
  SubmissionBodySchema,
  SubmissionGradeSchema,
  SubmissionStatusSchema,
} from './schemas/submissions';

export type SubmissionStatus = Static<typeof SubmissionStatusSchema>;
export type StudentSubmission = Static<typeof StudentSubmissionSchema>;
export type SubmissionBody = Static<typeof SubmissionBodySchema>;
export type GradeItem = Static<typeof GradeItemSchema>;
export type SubmissionGrade = Static<typeof SubmissionGradeSchema>;
export type DraftDiff = Static<typeof DraftDiffSchema>;

/** The essays a student hands in, their grades, and how one version differs from another. */
export const SUBMISSION_ROUTES = {
  submitEssay: route('POST', '/student/assignments/:id/submissions'),
  getStudentGrades: route('GET', '/student/grades'),
  getStudentFeedback: route('GET', '/student/feedback'),
  deleteStudentFeedback: route('DELETE', '/student/feedback/:id'),
  getSubmissionGrade: route('GET', '/submissions/:id/grade'),
  getSubmissionDiff: route('GET', '/submissions/:id/diff'),
} as const;
