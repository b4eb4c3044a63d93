/** The student's feedback page; the app layer gives it its two routes (feedback-routes.ts). */
export { AssignmentFeedbackPage } from './components/assignment-feedback-page';
