/**
 * The grades feature's one entry (the app layer and other features import only this):
 * grades as the dashboards and the grading desk show them.
 */
export { GradeChip } from './components/grade-chip';
export { RecentFeedback } from './components/recent-feedback';
export { RecentGrades } from './components/recent-grades';
