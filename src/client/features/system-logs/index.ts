/**
 * The system logs feature's one entry (the app layer and other features import only this):
 * the System Logs screen of the admin area (section 2: /admin/logs).
 */
export { SystemLogsPage } from './components/system-logs-page';
