import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  AdminSubmissionDetailSchema,
  AdminSubmissionSummarySchema,
  AwaitingReviewItemSchema,
  CarriedItemSchema,
  CarriedItemUpdateSchema,
  DraftStatusSchema,
  EssayVersionSchema,
  FeedbackItemSchema,
  FeedbackItemUpdateSchema,
  ItemDecisionSchema,
  ManualFeedbackItemSchema,
  ReplyBodySchema,
  ReplyCountSchema,
  ReplySchema,
  ReviewFeedbackItemSchema,
  ReviewUpdateSchema,
  StructuredFeedbackSchema,
  StudentFeedbackDetailSchema,
  UnreadRepliesSchema,
} from './schemas/feedback';

/** Section 3: the viewer's built-in categories; the engine drafts only these. */
export const FEEDBACK_CATEGORIES = [
  'grammar',
  'clarity',
  'structure',
  'argument',
  'evidence',
  'style',
] as const;
export type FeedbackCategoryName = (typeof FEEDBACK_CATEGORIES)[number];

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type ItemDecision = Static<typeof ItemDecisionSchema>;
export type FeedbackItem = Static<typeof FeedbackItemSchema>;
export type ReviewFeedbackItem = Static<typeof ReviewFeedbackItemSchema>;
export type StructuredFeedback = Static<typeof StructuredFeedbackSchema>;
export type DraftStatus = Static<typeof DraftStatusSchema>;
export type AdminSubmissionSummary = Static<typeof AdminSubmissionSummarySchema>;
export type AdminSubmissionDetail = Static<typeof AdminSubmissionDetailSchema>;
export type FeedbackItemUpdate = Static<typeof FeedbackItemUpdateSchema>;
export type ManualFeedbackItem = Static<typeof ManualFeedbackItemSchema>;
export type ReviewUpdate = Static<typeof ReviewUpdateSchema>;
export type StudentFeedbackDetail = Static<typeof StudentFeedbackDetailSchema>;
export type AwaitingReviewItem = Static<typeof AwaitingReviewItemSchema>;
export type CarriedItem = Static<typeof CarriedItemSchema>;
export type CarriedItemUpdate = Static<typeof CarriedItemUpdateSchema>;
export type EssayVersion = Static<typeof EssayVersionSchema>;
export type Reply = Static<typeof ReplySchema>;
export type ReplyCount = Static<typeof ReplyCountSchema>;
export type UnreadReplies = Static<typeof UnreadRepliesSchema>;
export type ReplyBody = Static<typeof ReplyBodySchema>;

/**
 * Feedback: the instructor's review of an essay, the student's reading of it once released, and the
 * replies under a released comment (for the essay's author and instructors).
 */
export const FEEDBACK_ROUTES = {
  getAssignmentSubmissions: route('GET', '/admin/assignments/:id/submissions'),
  getAwaitingReview: route('GET', '/admin/submissions/awaiting-review'),
  getSubmissionReview: route('GET', '/admin/assignments/:assignmentId/submissions/:submissionId'),
  updateFeedbackItem: route(
    'PATCH',
    '/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items/:itemId',
  ),
  createFeedbackItem: route(
    'POST',
    '/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items',
  ),
  saveReview: route('PUT', '/admin/assignments/:assignmentId/submissions/:submissionId/review'),
  updateCarriedItem: route(
    'PATCH',
    '/admin/assignments/:assignmentId/submissions/:submissionId/carried-items/:itemId',
  ),
  regenerateFeedback: route('POST', '/admin/assignments/:assignmentId/submissions/:submissionId/regenerate'),
  getAssignmentFeedback: route('GET', '/student/assignments/:id/feedback'),
  getReplies: route('GET', '/feedback-items/:itemId/replies'),
  createReply: route('POST', '/feedback-items/:itemId/replies'),
  getUnreadReplies: route('GET', '/replies/unread'),
} as const;
