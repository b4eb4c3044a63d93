/**
 * The dashboard feature's one entry (the app layer and other features import only this):
 * the admin and student dashboards.
 */
export { useGetAdminDashboardQuery } from './admin-dashboard-api';
export { AdminDashboardPage } from './admin-dashboard-page';
export { UserDashboardPage } from './user-dashboard-page';
