/** The instructor's grading screens (section 2: /admin/apps/assignments/…), put together in the app layer. */
export { GradingPage } from './components/grading-page';
export { SubmissionsPage } from './components/submissions-page';
export type { EssayViewProps, GradingViews } from './essay-view';
