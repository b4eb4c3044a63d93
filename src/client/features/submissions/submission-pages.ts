/** The essay's two pages; the app layer gives them their routes (user-pages.ts). */
export { AssignmentReviewPage } from './components/assignment-review-page';
export { AssignmentWritePage } from './components/assignment-write-page';
