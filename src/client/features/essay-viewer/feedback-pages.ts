/** The student's feedback page; the app layer gives it its two routes (user-pages.ts). */
export { AssignmentFeedbackPage } from './components/assignment-feedback-page';
