/** The System Logs screen of the admin area (section 2: /admin/logs). */
export { SystemLogsPage } from './components/system-logs-page';
