import { type Static, Type } from 'typebox';
import type { SUBMISSION_ROUTES } from '../submissions';
import { ClosedObject, IdParamsSchema, Nullable, OneOf, type RouteSchemas, servedBy } from './common';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Nullable(DateTime);
const NullableGrade = Nullable(Type.Integer({ minimum: 0, maximum: 100 }));

export const SubmissionStatusSchema = OneOf(['draft', 'submitted', 'graded']);
export type SubmissionStatus = Static<typeof SubmissionStatusSchema>;

/** An essay as its author sees it. Grade and feedback are null until the instructor releases them. */
export const StudentSubmissionSchema = Type.Object({
  id: Type.Integer(),
  assignment_id: Type.Integer(),
  version: Type.Integer(),
  content_html: Type.String(),
  word_count: Type.Integer(),
  status: SubmissionStatusSchema,
  submitted_at: DateTime,
  grade: NullableGrade,
  feedback: Nullable(Type.String()),
  graded_at: NullableDateTime,
  released: Type.Boolean(),
});
export type StudentSubmission = Static<typeof StudentSubmissionSchema>;

/** The essay body; the Idempotency-Key header makes a retried request store nothing twice. */
export const SubmissionBodySchema = ClosedObject({
  content_html: Type.String({ minLength: 1, maxLength: 500_000 }),
});
export type SubmissionBody = Static<typeof SubmissionBodySchema>;

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  ),
});

/** Section 3: grade/submission item of the student's lists (GET /student/grades and /student/feedback). */
export const GradeItemSchema = Type.Object({
  submission_id: Type.Integer(),
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  grade: NullableGrade,
  feedback: Nullable(Type.String()),
  submitted_at: NullableDateTime,
  graded_at: NullableDateTime,
  feedback_generated_at: NullableDateTime,
  is_approved: Type.Boolean(),
  saved: Type.Boolean(),
  status: SubmissionStatusSchema,
});
export type GradeItem = Static<typeof GradeItemSchema>;
export const GradeItemListSchema = Type.Array(GradeItemSchema);

/** Section 3: submission grade response. */
export const SubmissionGradeSchema = Type.Object({
  submission_id: Type.Integer(),
  grade: NullableGrade,
  feedback: Nullable(Type.String()),
  graded_at: NullableDateTime,
});
export type SubmissionGrade = Static<typeof SubmissionGradeSchema>;

const VersionRef = Type.Object({ submission_id: Type.Integer(), version: Type.Integer() });

/** GET /submissions/{id}/diff: which version is compared with this one; the one before when left out. */
export const DraftDiffQuerySchema = ClosedObject({ against: Type.Optional(Type.Integer({ minimum: 1 })) });

/**
 * Two versions of one essay compared paragraph by paragraph (rules/draft-diff): `from` is the earlier,
 * null when the essay has no version before; `complete` is false when the comparison ran out of time.
 */
export const DraftDiffSchema = Type.Object({
  from: Type.Union([VersionRef, Type.Null()]),
  to: VersionRef,
  paragraphs: Type.Array(
    Type.Object({
      parts: Type.Array(
        Type.Object({
          kind: OneOf(['same', 'added', 'removed']),
          text: Type.String(),
        }),
      ),
    }),
  ),
  words_added: Type.Integer({ minimum: 0 }),
  words_removed: Type.Integer({ minimum: 0 }),
  complete: Type.Boolean(),
});
export type DraftDiff = Static<typeof DraftDiffSchema>;

/** What the server validates of each call of the domain (../submissions.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const SUBMISSION_ROUTE_SCHEMAS = {
  ...servedBy('student/assignments/submissions', { submitEssay: { params: IdParamsSchema, headers: IdempotencyHeadersSchema, body: SubmissionBodySchema, answer: { 200: StudentSubmissionSchema, 201: StudentSubmissionSchema } } }),
  ...servedBy('student/grades', { getStudentGrades: { answer: { 200: GradeItemListSchema } } }),
  ...servedBy('student/feedback', {
    getStudentFeedback: { answer: { 200: GradeItemListSchema } },
    deleteStudentFeedback: { params: IdParamsSchema },
  }),
  ...servedBy('submissions/grade', { getSubmissionGrade: { params: IdParamsSchema, answer: { 200: SubmissionGradeSchema } } }),
  ...servedBy('submissions/diff', { getSubmissionDiff: { params: IdParamsSchema, querystring: DraftDiffQuerySchema, answer: { 200: DraftDiffSchema } } }),
} satisfies Record<keyof typeof SUBMISSION_ROUTES, RouteSchemas>;
