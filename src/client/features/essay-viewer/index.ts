/**
 * The essay viewer feature's one entry (the app layer and other features import only this):
 * the student's feedback page with its routes, and the essay pane and comments the grading desk shows.
 */
export { AssignmentFeedbackPage } from './components/assignment-feedback-page';
export { CarriedComments, carriedCommentElementId } from './components/carried-comments';
export { CategoryTag } from './components/category-tag';
export { CommentText, QuotedPassage } from './components/comment-text';
export { DraftComparison } from './components/draft-comparison';
export { FeedbackDetail } from './components/feedback-detail';
export { FeedbackSummaryCard } from './components/feedback-summary-card';
export { VersionScores } from './components/version-scores';
export { EssayPane, type EssayPaneItem, type EssayPaneProps, paneItemOf } from './essay-pane';
export { useGetAssignmentFeedbackQuery } from './feedback-api';
export { feedbackRouteHandle } from './feedback-route-handle';
export { AssignmentFeedbackRoute, AssignmentReviewFeedbackRoute } from './feedback-routes';
export type { ViewerItem } from './viewer-model';
export { commentsOnText, previousVersionOf } from './viewer-model';
export type { ViewerCategory } from './viewer-palette';
export {
  categoryIn,
  categoryOf,
  paletteOf,
  VIEWER_CATEGORIES,
  ViewerCategoriesProvider,
} from './viewer-palette';
