import { type ComponentType, lazy } from 'react';
import { routeAreaOf } from '../lib/route-areas';

type PageModule = Record<string, ComponentType>;

/** React.lazy for a named export, so each area keeps plain named components. */
function lazyPage<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Each area is its own chunk (webpackChunkName), so the sign-in page loads none of the others.
const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/auth-pages');
const profile = () => import(/* webpackChunkName: "profile" */ '../features/profile/profile-pages');
const admin = () => import(/* webpackChunkName: "admin" */ './admin/admin-pages');
// Apart from the admin area, so the chart library loads only with the charts.
const analytics = () => import(/* webpackChunkName: "analytics" */ '../features/analytics/analytics-pages');
const user = () => import(/* webpackChunkName: "user" */ './user/user-pages');
const shell = () => import(/* webpackChunkName: "shell" */ './layouts/full-layout');
// msw and the sample data travel only with the demo area.
const demo = () => import(/* webpackChunkName: "demo" */ '../features/demo/demo-pages');

export const AuthRoute = lazyPage(auth, 'AuthRoute');
export const VerifyEmailPage = lazyPage(auth, 'VerifyEmailPage');
export const ProfilePage = lazyPage(profile, 'ProfilePage');
export const EditProfilePage = lazyPage(profile, 'EditProfilePage');
export const AdminDashboardPage = lazyPage(admin, 'AdminDashboardPage');
export const CoursesListPage = lazyPage(admin, 'CoursesListPage');
export const CourseIndexPage = lazyPage(admin, 'CourseIndexPage');
export const CreateCoursePage = lazyPage(admin, 'CreateCoursePage');
export const EditCourseRoute = lazyPage(admin, 'EditCourseRoute');
export const CourseDetailsRoute = lazyPage(admin, 'CourseDetailsRoute');
export const WeeksPage = lazyPage(admin, 'WeeksPage');
export const EditWeekRoute = lazyPage(admin, 'EditWeekRoute');
export const WeekDetailRoute = lazyPage(admin, 'WeekDetailRoute');
export const SubmissionsRoute = lazyPage(admin, 'SubmissionsRoute');
export const GradingRoute = lazyPage(admin, 'GradingRoute');
export const AllUsersPage = lazyPage(admin, 'AllUsersPage');
export const PendingUsersPage = lazyPage(admin, 'PendingUsersPage');
export const SystemLogsPage = lazyPage(admin, 'SystemLogsPage');
export const EnrollmentsPage = lazyPage(admin, 'EnrollmentsPage');
export const CreateEnrollmentPage = lazyPage(admin, 'CreateEnrollmentPage');
export const ExcelExportDemoPage = lazyPage(admin, 'ExcelExportDemoPage');
export const StudentAnalyticsPage = lazyPage(analytics, 'StudentAnalyticsPage');
export const FeedbackCategoriesPage = lazyPage(admin, 'FeedbackCategoriesPage');
export const UserDashboardPage = lazyPage(user, 'UserDashboardPage');
export const MyCoursesPage = lazyPage(user, 'MyCoursesPage');
export const StudentCourseRoute = lazyPage(user, 'StudentCourseRoute');
export const StudentWeekRoute = lazyPage(user, 'StudentWeekRoute');
export const AssignmentWriteRoute = lazyPage(user, 'AssignmentWriteRoute');
export const AssignmentReviewRoute = lazyPage(user, 'AssignmentReviewRoute');
export const AssignmentFeedbackRoute = lazyPage(user, 'AssignmentFeedbackRoute');
export const AssignmentReviewFeedbackRoute = lazyPage(user, 'AssignmentReviewFeedbackRoute');
export const FullLayout = lazyPage(shell, 'FullLayout');
export const DemoLayout = lazyPage(demo, 'DemoLayout');

/** The chunks a signed-in person's first screen at `pathname` needs, beside the shell. */
function signedInChunksFor(pathname: string): Array<() => Promise<unknown>> {
  switch (routeAreaOf(pathname)) {
    case 'admin':
      return [shell, pathname === '/admin/student-analytics' ? analytics : admin];
    case 'student':
      return [shell, user];
    case 'account':
      return [shell, profile];
    default:
      return [];
  }
}

/**
 * Starts fetching the code of the first screen while the app boots. Left to React.lazy, the request
 * would wait until the stored session is read and the guard has decided, a round trip later on a slow
 * network. Without a stored session the guard shows the sign-in area for every address but the
 * demo's; with one, it sends the sign-in addresses away, so only the signed-in page is fetched. A failed
 * fetch is left to the page's own loading, which tries again and shows the crash page if it must.
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): void {
  const chunks =
    routeAreaOf(pathname) === 'demo' ? [demo] : hasStoredSession ? signedInChunksFor(pathname) : [auth];
  for (const load of chunks) load().catch(() => undefined);
}
