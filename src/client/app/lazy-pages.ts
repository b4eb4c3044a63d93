import { type ComponentType, lazy } from 'react';
import {
  admin,
  analytics,
  auth,
  type ChunkLoader,
  demo,
  feedback,
  profile,
  shell,
  user,
} from './page-chunks';

type PageModule = Record<string, ComponentType>;

/**
 * React.lazy for a named export, so each area keeps plain named components. When the area's code is
 * already here (the boot starts the first screen's download early) the page renders in the same pass
 * as its layout: React reads a thenable that settles synchronously as resolved, where a promise would
 * show the fallback first and hold the page back for React's reveal throttle (300 ms).
 */
function lazyPage<M extends PageModule>(load: ChunkLoader<M>, name: keyof M & string) {
  return lazy(() => {
    const here = load.loaded;
    if (!here) return load().then((module) => ({ default: module[name] }));
    type Loaded = { default: M[keyof M & string] };
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy calls then and, settled in that call, renders at once.
      then: (resolve: (loaded: Loaded) => void) => resolve({ default: here[name] }),
    };
    return settled as unknown as Promise<Loaded>;
  });
}

export const AuthRoute = lazyPage(auth, 'AuthRoute');
export const VerifyEmailPage = lazyPage(auth, 'VerifyEmailPage');
export const AcceptInvitationPage = lazyPage(auth, 'AcceptInvitationPage');
export const JoinCoursePage = lazyPage(auth, 'JoinCoursePage');
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
export const CommentBankPage = lazyPage(admin, 'CommentBankPage');
export const UserDashboardPage = lazyPage(user, 'UserDashboardPage');
export const MyCoursesPage = lazyPage(user, 'MyCoursesPage');
export const StudentCourseRoute = lazyPage(user, 'StudentCourseRoute');
export const StudentWeekRoute = lazyPage(user, 'StudentWeekRoute');
export const AssignmentWriteRoute = lazyPage(user, 'AssignmentWriteRoute');
export const AssignmentReviewRoute = lazyPage(user, 'AssignmentReviewRoute');
export const AssignmentFeedbackRoute = lazyPage(feedback, 'AssignmentFeedbackRoute');
export const AssignmentReviewFeedbackRoute = lazyPage(feedback, 'AssignmentReviewFeedbackRoute');
export const FullLayout = lazyPage(shell, 'FullLayout');
export const DemoLayout = lazyPage(demo, 'DemoLayout');
