import { type Static, Type } from 'typebox';
import { FEEDBACK_CATEGORIES, type FEEDBACK_ROUTES, LMS_ANSWER_LIMIT } from '../feedback';
import { REPLY_MAX, RUBRIC_LIMITS } from '../limits';
import {
  ClosedObject,
  IdParamsSchema,
  Nullable,
  NullableInteger,
  OneOf,
  type RouteSchemas,
  servedBy,
} from './common';
import { RevealQuerySchema } from './content';
import { CategoryLookSchema, CommentCategorySchema } from './feedback-categories';
import { RubricId, RubricSchema, RubricScoreBodySchema, RubricScoreSchema } from './rubrics';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Nullable(DateTime);
const NullableGrade = Nullable(Type.Integer({ minimum: 0, maximum: 100 }));

export const FeedbackCategorySchema = OneOf(FEEDBACK_CATEGORIES);

export const SeveritySchema = OneOf(['low', 'medium', 'high']);

/** The instructor's decision on one drafted item; only accepted items reach the student. */
export const ItemDecisionSchema = OneOf(['pending', 'accepted', 'rejected']);
export type ItemDecision = Static<typeof ItemDecisionSchema>;

/**
 * Section 3: feedback item. Offsets count UTF-16 code units of the submission's plain text, and
 * `text.slice(startIndex, endIndex) === quote` holds for every stored item (design: the contract).
 */
export const FeedbackItemSchema = Type.Object({
  id: Type.Integer(),
  quote: Type.String(),
  category: Type.String(),
  comment: Type.String(),
  suggestion: Type.String(),
  severity: SeveritySchema,
  startIndex: Type.Integer({ minimum: 0 }),
  endIndex: Type.Integer({ minimum: 0 }),
  position: Type.Integer(),
  aiGenerated: Type.Boolean(),
});
export type FeedbackItem = Static<typeof FeedbackItemSchema>;

/** What the instructor sees of an item: the student's fields plus the anchor context and the decision. */
export const ReviewFeedbackItemSchema = Type.Object({
  ...FeedbackItemSchema.properties,
  prefix: Type.String(),
  suffix: Type.String(),
  decision: ItemDecisionSchema,
  edited: Type.Boolean(),
});
export type ReviewFeedbackItem = Static<typeof ReviewFeedbackItemSchema>;

/**
 * A released comment of an earlier version carried into this one (the revision loop): where it stands
 * now and whether the student addressed it. Placed ones hold `content_text.slice(startIndex, endIndex)
 * === quote`; a removed passage has an empty quote where it stood; a lost one has no offsets.
 */
export const CarriedItemSchema = Type.Object({
  id: Type.Integer(),
  from_item_id: Type.Integer(),
  quote: Type.String(),
  previous_quote: Type.String(),
  startIndex: Nullable(Type.Integer({ minimum: 0 })),
  endIndex: Nullable(Type.Integer({ minimum: 0 })),
  status: OneOf(['unchanged', 'addressed', 'lost']),
  /** True once the instructor confirmed or overturned the status. */
  status_confirmed: Type.Boolean(),
  comment: Type.String(),
  suggestion: Type.String(),
  category: Type.String(),
  severity: SeveritySchema,
  aiGenerated: Type.Boolean(),
});
export type CarriedItem = Static<typeof CarriedItemSchema>;

/** How many replies a comment's thread holds, and how many of them the reader has not opened yet. */
export const ReplyCountSchema = Type.Object({
  item_id: Type.Integer(),
  replies: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type ReplyCount = Static<typeof ReplyCountSchema>;

/** PATCH …/carried-items/{itemId}: the instructor confirms the status the text gave, or overturns it. */
export const CarriedItemUpdateSchema = ClosedObject({
  status: OneOf(['unchanged', 'addressed']),
});
export type CarriedItemUpdate = Static<typeof CarriedItemUpdateSchema>;

/**
 * One version of the essay, for the version switcher and the comparison of versions: its grade and the
 * rubric level chosen on each criterion, both empty where the reader may not see them yet.
 */
export const EssayVersionSchema = Type.Object({
  submission_id: Type.Integer(),
  version: Type.Integer(),
  submitted_at: DateTime,
  released: Type.Boolean(),
  grade: NullableGrade,
  rubric_levels: Type.Array(Type.Object({ criterion_id: RubricId, level_id: Nullable(RubricId) })),
});
export type EssayVersion = Static<typeof EssayVersionSchema>;

/** Section 3: structured feedback, stored and sent as a JSON string in `structured_feedback_json`. */
export const StructuredFeedbackSchema = Type.Object({
  overall_feedback: Type.String(),
  detailed_analysis: Type.Array(Type.String()),
  strengths: Type.Array(Type.String()),
  areas_for_improvement: Type.Array(Type.String()),
  encouragement: Type.String(),
  suggested_grade: NullableGrade,
  feedback_generated_at: NullableDateTime,
  /** Lines the engine drew from comments, which follow those comments' decisions (rules/summary-lines). */
  line_items: Type.Optional(
    Type.Array(
      Type.Object({
        list: OneOf(['strengths', 'areas_for_improvement']),
        line: Type.String(),
        items: Type.Array(Type.Integer()),
        position: Type.Integer({ minimum: 0 }),
      }),
    ),
  ),
});
export type StructuredFeedback = Static<typeof StructuredFeedbackSchema>;

/** Where the engine's draft for a submission stands. */
export const DraftStatusSchema = OneOf(['queued', 'running', 'ready', 'failed']);
export type DraftStatus = Static<typeof DraftStatusSchema>;

/** A released grade on its way to the LMS: `waiting` to be sent (or retried), `sent`, or `failed` with the LMS's answer. */
export const LmsGradeSchema = Type.Object({
  status: OneOf(['waiting', 'sent', 'failed']),
  detail: Nullable(Type.String({ maxLength: LMS_ANSWER_LIMIT })),
  sent_at: NullableDateTime,
});
export type LmsGrade = Static<typeof LmsGradeSchema>;

/** One row of GET /admin/assignments/{assignmentId}/submissions: each student's latest version. */
export const AdminSubmissionSummarySchema = Type.Object({
  id: Type.Integer(),
  assignment_id: Type.Integer(),
  user_id: Type.Integer(),
  student_name: Type.String(),
  version: Type.Integer(),
  word_count: Type.Integer(),
  status: OneOf(['submitted', 'graded']),
  submitted_at: DateTime,
  suggested_grade: NullableGrade,
  grade: NullableGrade,
  draft_status: DraftStatusSchema,
  draft_ready: Type.Boolean(),
  saved: Type.Boolean(),
  is_approved: Type.Boolean(),
  graded_at: NullableDateTime,
  /** The student's own due date (an extension where they have one), and how late the essay came. */
  due_at: NullableDateTime,
  extended: Type.Boolean(),
  late: Type.Boolean(),
  minutes_late: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Where the grade stands in the LMS grade book, for an assignment launched from one; else null. */
  lms_grade: Type.Union([LmsGradeSchema, Type.Null()]),
});
export type AdminSubmissionSummary = Static<typeof AdminSubmissionSummarySchema>;
export const AdminSubmissionSummaryListSchema = Type.Array(AdminSubmissionSummarySchema);

/** Section 3: submission detail (admin), with the plain text the offsets count in. */
export const AdminSubmissionDetailSchema = Type.Object({
  id: Type.Integer(),
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  user_id: Type.Integer(),
  student_name: Type.String(),
  version: Type.Integer(),
  content: Type.String(),
  content_text: Type.String(),
  word_count: Type.Integer(),
  status: OneOf(['submitted', 'graded']),
  grade: NullableGrade,
  feedback: Nullable(Type.String()),
  structured_feedback_json: Nullable(Type.String()),
  suggested_grade: NullableGrade,
  feedback_generated_at: NullableDateTime,
  created_at: DateTime,
  updated_at: DateTime,
  submitted_at: DateTime,
  graded_at: NullableDateTime,
  general_feedback: Nullable(Type.String()),
  feedback_items: Type.Array(ReviewFeedbackItemSchema),
  is_approved: Type.Boolean(),
  saved: Type.Boolean(),
  draft_status: DraftStatusSchema,
  draft_error: Nullable(Type.String()),
  engine: Nullable(Type.String()),
  engine_version: Nullable(Type.String()),
  /** The assignment's rubric (no criteria when it has none), and one score per criterion. */
  rubric: RubricSchema,
  rubric_scores: Type.Array(RubricScoreSchema),
  /** The released comments of the version before, placed in this one. */
  carried_items: Type.Array(CarriedItemSchema),
  /** Every version of this student's essay, oldest first. */
  versions: Type.Array(EssayVersionSchema),
  /** The threads under this version's comments and the carried ones' first comments, where there are replies. */
  reply_counts: Type.Array(ReplyCountSchema),
  /** Whether the reader may release this feedback (or change it once released): an assistant only where the course allows. */
  may_release: Type.Boolean(),
});
export type AdminSubmissionDetail = Static<typeof AdminSubmissionDetailSchema>;

export const SubmissionParamsSchema = Type.Object({
  assignmentId: Type.Integer({ minimum: 1 }),
  submissionId: Type.Integer({ minimum: 1 }),
});
export const FeedbackItemParamsSchema = Type.Object({
  ...SubmissionParamsSchema.properties,
  itemId: Type.Integer({ minimum: 1 }),
});

const CommentText = Type.String({ minLength: 1, maxLength: 2000 });
const SuggestionText = Type.String({ maxLength: 2000 });

/** PATCH …/feedback-items/{itemId}: accept, reject or edit one item (editing accepts it). */
export const FeedbackItemUpdateSchema = ClosedObject({
  decision: Type.Optional(ItemDecisionSchema),
  comment: Type.Optional(CommentText),
  suggestion: Type.Optional(SuggestionText),
  /** One of the grader's active categories or a built-in one (the route checks which). */
  category: Type.Optional(CommentCategorySchema),
  severity: Type.Optional(SeveritySchema),
});
export type FeedbackItemUpdate = Static<typeof FeedbackItemUpdateSchema>;

/** POST …/feedback-items: the instructor's own comment on text they selected. */
export const ManualFeedbackItemSchema = ClosedObject({
  startIndex: Type.Integer({ minimum: 0 }),
  endIndex: Type.Integer({ minimum: 1 }),
  quote: Type.String({ minLength: 1, maxLength: 5000 }),
  /** One of the grader's active categories or a built-in one (the route checks which). */
  category: CommentCategorySchema,
  severity: SeveritySchema,
  comment: CommentText,
  suggestion: SuggestionText,
  /** Set when the comment was taken from the instructor's comment bank: that entry counts a use. */
  bank_entry_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ManualFeedbackItem = Static<typeof ManualFeedbackItemSchema>;

const SummaryText = Type.String({ maxLength: 5000 });
const SummaryList = Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { maxItems: 20 });

/** PUT …/review: the summary and final grade; `release` true publishes it to the student. */
export const ReviewUpdateSchema = ClosedObject({
  grade: NullableInteger({ minimum: 0, maximum: 100 }),
  general_feedback: SummaryText,
  overall_feedback: SummaryText,
  strengths: SummaryList,
  areas_for_improvement: SummaryList,
  encouragement: SummaryText,
  release: Type.Boolean(),
  /** The level and comment per criterion; left out, the scores stay as they were. */
  rubric_scores: Type.Optional(Type.Array(RubricScoreBodySchema, { maxItems: RUBRIC_LIMITS.criteria })),
});
export type ReviewUpdate = Static<typeof ReviewUpdateSchema>;

/** Which version the student reads; the latest when left out. */
export const FeedbackVersionQuerySchema = ClosedObject({
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

/** GET /student/assignments/{id}/feedback: the author's essay and, once released, its feedback. */
export const StudentFeedbackDetailSchema = Type.Object({
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  submission_id: Type.Integer(),
  content: Type.String(),
  content_text: Type.String(),
  word_count: Type.Integer(),
  submitted_at: DateTime,
  released: Type.Boolean(),
  grade: NullableGrade,
  suggested_grade: NullableGrade,
  feedback: Nullable(Type.String()),
  structured_feedback_json: Nullable(Type.String()),
  feedback_items: Type.Array(FeedbackItemSchema),
  feedback_generated_at: NullableDateTime,
  graded_at: NullableDateTime,
  /** Once released, the rubric and the instructor's levels (without the engine's suggestions). */
  rubric: RubricSchema,
  rubric_scores: Type.Array(RubricScoreSchema),
  version: Type.Integer(),
  /** Once released, the comments of the version before and what became of them. */
  carried_items: Type.Array(CarriedItemSchema),
  /** True when the assignment allows another version after this released one. */
  can_revise: Type.Boolean(),
  /** Every version of the essay, oldest first; grades only of released ones. */
  versions: Type.Array(EssayVersionSchema),
  /** The threads under the comments shown, where there are replies. */
  reply_counts: Type.Array(ReplyCountSchema),
  /** How the categories of the comments shown are drawn, as their instructor keeps them. */
  categories: Type.Optional(Type.Array(CategoryLookSchema)),
});
export type StudentFeedbackDetail = Static<typeof StudentFeedbackDetailSchema>;

/** GET /admin/submissions/awaiting-review: latest versions not yet released, oldest first. */
export const AwaitingReviewItemSchema = Type.Object({
  submission_id: Type.Integer(),
  assignment_id: Type.Integer(),
  assignment_title: Type.String(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  student_name: Type.String(),
  submitted_at: DateTime,
  draft_status: DraftStatusSchema,
  suggested_grade: NullableGrade,
});
export type AwaitingReviewItem = Static<typeof AwaitingReviewItemSchema>;
export const AwaitingReviewListSchema = Type.Array(AwaitingReviewItemSchema);

/** A reply under a released comment: who wrote it, as what, and when (the revision loop). */
export const ReplySchema = Type.Object({
  id: Type.Integer(),
  author_id: Type.Integer(),
  author_name: Type.String(),
  role: OneOf(['student', 'instructor']),
  body: Type.String(),
  created_at: DateTime,
});
export type Reply = Static<typeof ReplySchema>;
export const ReplyListSchema = Type.Array(ReplySchema);

/** POST /feedback-items/{itemId}/replies: plain text; links in it are shown as links. */
export const ReplyBodySchema = ClosedObject({ body: Type.String({ minLength: 1, maxLength: REPLY_MAX }) });
export type ReplyBody = Static<typeof ReplyBodySchema>;

export const ReplyParamsSchema = Type.Object({ itemId: Type.Integer({ minimum: 1 }) });

/**
 * GET /replies/unread: essays whose comment threads hold replies the reader has not opened; a student's
 * own essays, for an instructor every student's. Newest first.
 */
export const UnreadRepliesSchema = Type.Array(
  Type.Object({
    submission_id: Type.Integer(),
    assignment_id: Type.Integer(),
    assignment_title: Type.String(),
    student_name: Type.String(),
    unread: Type.Integer({ minimum: 1 }),
    latest_at: DateTime,
  }),
);
export type UnreadReplies = Static<typeof UnreadRepliesSchema>;

/** What the server validates of each call of the domain (../feedback.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const FEEDBACK_ROUTE_SCHEMAS = {
  ...servedBy('admin/assignments/submissions', {
    getAssignmentSubmissions: { params: IdParamsSchema, querystring: RevealQuerySchema, answer: { 200: AdminSubmissionSummaryListSchema } },
    getSubmissionReview: { params: SubmissionParamsSchema, querystring: RevealQuerySchema, answer: { 200: AdminSubmissionDetailSchema } },
  }),
  ...servedBy('admin/submissions/awaiting-review', { getAwaitingReview: { answer: { 200: AwaitingReviewListSchema } } }),
  ...servedBy('admin/assignments/submissions/feedback-items', {
    updateFeedbackItem: { params: FeedbackItemParamsSchema, body: FeedbackItemUpdateSchema, answer: { 200: ReviewFeedbackItemSchema } },
    createFeedbackItem: { params: SubmissionParamsSchema, body: ManualFeedbackItemSchema, answer: { 201: ReviewFeedbackItemSchema } },
  }),
  ...servedBy('admin/assignments/submissions/review', { saveReview: { params: SubmissionParamsSchema, body: ReviewUpdateSchema, answer: { 200: AdminSubmissionDetailSchema } } }),
  ...servedBy('admin/assignments/submissions/carried-items', { updateCarriedItem: { params: FeedbackItemParamsSchema, body: CarriedItemUpdateSchema, answer: { 200: CarriedItemSchema } } }),
  ...servedBy('admin/assignments/submissions/regenerate', { regenerateFeedback: { params: SubmissionParamsSchema, answer: { 202: AdminSubmissionDetailSchema } } }),
  ...servedBy('student/assignments/feedback', { getAssignmentFeedback: { params: IdParamsSchema, querystring: FeedbackVersionQuerySchema, answer: { 200: StudentFeedbackDetailSchema } } }),
  ...servedBy('feedback-items/replies', {
    getReplies: { params: ReplyParamsSchema, answer: { 200: ReplyListSchema } },
    createReply: { params: ReplyParamsSchema, body: ReplyBodySchema, answer: { 201: ReplySchema } },
  }),
  ...servedBy('replies/unread', { getUnreadReplies: { answer: { 200: UnreadRepliesSchema } } }),
} satisfies Record<keyof typeof FEEDBACK_ROUTES, RouteSchemas>;
