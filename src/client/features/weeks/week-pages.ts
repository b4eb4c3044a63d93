/** The week screens of the admin area (section 2). */
export { CourseFilter } from './components/course-filter';
export { CourseWeekGroup } from './components/course-week-group';
export { CourseWeeksSection } from './components/course-weeks-section';
export { EditWeekPage } from './components/edit-week-page';
export { WeekSummary } from './components/week-summary';
