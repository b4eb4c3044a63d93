/** The admin area's pages, loaded together as one chunk. */
export { AdminDashboardPage } from './admin-dashboard-page';
