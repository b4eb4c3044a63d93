/** The Student Analytics screen, its own chunk (lazy-pages.ts), so the chart library loads only here. */
export { StudentAnalyticsPage } from './components/student-analytics-page';
