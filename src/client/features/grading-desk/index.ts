/**
 * The grading desk feature's one entry (the app layer and other features import only this):
 * the instructor's grading screens (section 2: /admin/apps/assignments/…).
 */
export { BUILT_IN_CHOICES, CategoryChoicesProvider } from './category-choices';
export { DraftStatusBadge } from './components/draft-status-badge';
export { GradingPage } from './components/grading-page';
export { ItemFields } from './components/item-fields';
export { ReviewStateBadge } from './components/review-state-badge';
export { SubmissionsPage } from './components/submissions-page';
export type { EssayViewProps, GradingViews } from './essay-view';
export { clearGradingDraft } from './grading-draft-storage';
export type { ItemValues } from './item-form';
export { CATEGORY_LABELS, COMMENT_LIMIT, categoryLabel } from './item-form';
export { useGradingViews } from './use-grading-views';
