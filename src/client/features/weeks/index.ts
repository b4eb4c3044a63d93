/**
 * The weeks feature's one entry (the app layer and other features import only this):
 * the week screens of the admin area (section 2).
 */
export { CourseFilter } from './components/course-filter';
export { CourseWeekGroup } from './components/course-week-group';
export { CourseWeeksSection } from './components/course-weeks-section';
export { EditWeekPage } from './components/edit-week-page';
export { WeekDetailPage } from './components/week-detail-page';
export { WeekSummary } from './components/week-summary';
export { WeeksPage } from './components/weeks-page';
export { useGetWeekQuery } from './weeks-api';
