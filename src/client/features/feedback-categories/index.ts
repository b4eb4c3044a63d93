/**
 * The feedback categories feature's one entry (the app layer and other features import only this):
 * the Feedback Categories manager of the admin area (section 2) and the instructor's category list.
 */
export { useFeedbackCategoryList } from './categories-api';
export { categoriesReducer } from './categories-slice';
export { CategoryDepsProvider } from './category-deps';
export { FeedbackCategoriesPage } from './components/feedback-categories-page';
