/** The student area's pages, loaded together as one chunk. */
export { UserDashboardPage } from './user-dashboard-page';
