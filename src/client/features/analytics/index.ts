/**
 * The analytics feature's one entry (the app layer and other features import only this):
 * the Student Analytics screen, its own chunk (page-chunks.ts), so the chart library loads only here.
 */
export { StudentAnalyticsPage } from './components/student-analytics-page';
