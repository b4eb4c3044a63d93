import { Navigate, type RouteObject } from 'react-router';
import { AuthErrorPage } from '../components/auth-error-page';
import { CrashPage } from '../components/crash-page';
import { NotFoundPage } from '../components/not-found-page';
import { AppRoot } from './app-root';
import { courseRouteHandle } from './guard/course-route-handle';
import { BlankLayout } from './layouts/blank-layout';
import {
  AcceptInvitationPage,
  AdminDashboardPage,
  AllUsersPage,
  AssignmentFeedbackRoute,
  AssignmentReviewFeedbackRoute,
  AssignmentReviewRoute,
  AssignmentWriteRoute,
  AuthRoute,
  CommentBankPage,
  CourseDetailsRoute,
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  CreateEnrollmentPage,
  DemoLayout,
  EditCourseRoute,
  EditProfilePage,
  EditWeekRoute,
  EnrollmentsPage,
  ExcelExportDemoPage,
  FeedbackCategoriesPage,
  FullLayout,
  GradingRoute,
  JoinCoursePage,
  MyCoursesPage,
  PendingUsersPage,
  ProfilePage,
  StudentAnalyticsPage,
  StudentCourseRoute,
  StudentWeekRoute,
  SubmissionsRoute,
  SystemLogsPage,
  UserDashboardPage,
  VerifyEmailPage,
  WeekDetailRoute,
  WeeksPage,
} from './lazy-pages';
import { feedbackRouteHandle } from './user/feedback-route-handle';

/** Section 2, route table: the routes of this milestone. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashPage />,
    children: [
      { path: '/', element: <Navigate to="/auth/login" replace /> },
      // Section 2's demo area: its own layout, stores and mock network, open to anyone.
      { path: '/demo/*', element: <DemoLayout /> },
      {
        element: <BlankLayout />,
        children: [
          { path: '/auth', element: <AuthRoute /> },
          { path: '/auth/login', element: <Navigate to="/auth" replace /> },
          { path: '/auth/register', element: <Navigate to="/auth?mode=register" replace /> },
          { path: '/auth/verify-email', element: <VerifyEmailPage /> },
          { path: '/auth/accept-invite', element: <AcceptInvitationPage /> },
          { path: '/auth/404', element: <AuthErrorPage /> },
          { path: '/join/:code', element: <JoinCoursePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <FullLayout />,
        children: [
          { path: '/apps/user/profile', element: <ProfilePage /> },
          { path: '/apps/user/edit-profile', element: <EditProfilePage /> },
          { path: '/admin/dashboard', element: <AdminDashboardPage /> },
          { path: '/admin/courses', element: <CoursesListPage /> },
          { path: '/admin/apps/courses', element: <CourseIndexPage /> },
          { path: '/admin/apps/courses/create', element: <CreateCoursePage /> },
          { path: '/admin/apps/courses/edit/:id', element: <EditCourseRoute /> },
          { path: '/admin/apps/courses/details/:id', element: <CourseDetailsRoute /> },
          { path: '/admin/apps/weeks', element: <WeeksPage /> },
          { path: '/admin/apps/weeks/edit/:id', element: <EditWeekRoute /> },
          { path: '/admin/apps/weeks/detail/:id', element: <WeekDetailRoute /> },
          { path: '/admin/apps/assignments/:id/submissions', element: <SubmissionsRoute /> },
          {
            path: '/admin/apps/assignments/:assignmentId/submissions/:submissionId',
            element: <GradingRoute />,
          },
          { path: '/admin/users', element: <AllUsersPage /> },
          { path: '/admin/pending-users', element: <PendingUsersPage /> },
          { path: '/admin/logs', element: <SystemLogsPage /> },
          { path: '/admin/enrollments', element: <EnrollmentsPage /> },
          { path: '/admin/enrollments/create', element: <CreateEnrollmentPage /> },
          { path: '/admin/excel-export-demo', element: <ExcelExportDemoPage /> },
          { path: '/admin/student-analytics', element: <StudentAnalyticsPage /> },
          { path: '/admin/feedback-categories', element: <FeedbackCategoriesPage /> },
          { path: '/admin/comment-bank', element: <CommentBankPage /> },
          { path: '/user/dashboard', element: <UserDashboardPage /> },
          { path: '/user/courses', element: <MyCoursesPage /> },
          { path: '/user/courses/:id', element: <StudentCourseRoute />, handle: courseRouteHandle('id') },
          { path: '/user/weeks/:id', element: <StudentWeekRoute /> },
          { path: '/user/assignments/:id', element: <AssignmentWriteRoute /> },
          { path: '/user/review/:id', element: <AssignmentReviewRoute /> },
          { path: '/user/feedback/:id', element: <AssignmentFeedbackRoute />, handle: feedbackRouteHandle },
          {
            path: '/user/review-feedback/:id',
            element: <AssignmentReviewFeedbackRoute />,
            handle: feedbackRouteHandle,
          },
        ],
      },
    ],
  },
];
