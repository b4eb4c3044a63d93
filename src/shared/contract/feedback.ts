import { route } from './route-spec';

export type * from './schemas/feedback';

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

/** The most of an LMS's answer to a failed grade send that Margin keeps and shows (`lms_grade.detail`). */
export const LMS_ANSWER_LIMIT = 500;

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

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
