import type { Static } from 'typebox';
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
