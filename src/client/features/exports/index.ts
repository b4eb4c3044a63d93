/**
 * The exports feature's one entry (the app layer and other features import only this):
 * the Excel Export Demo screen of the admin area (section 2); the app layer hands it the course list.
 */
export type { CourseChoices } from './components/course-filter';
export { ExcelExportPage } from './components/excel-export-page';
