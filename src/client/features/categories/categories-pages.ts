/** The Feedback Categories manager of the admin area (section 2). */
export { FeedbackCategoriesPage } from './components/feedback-categories-page';
