import { Navigate, type RouteObject } from 'react-router';
import { AuthErrorPage } from '../components/auth-error-page';
import { NotFoundPage } from '../components/not-found-page';
import { AppRoot } from './app-root';
import { BlankLayout } from './layouts/blank-layout';
import {
  AdminDashboardPage,
  AuthPage,
  CourseDetailsRoute,
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  EditCourseRoute,
  EditProfilePage,
  EditWeekRoute,
  FullLayout,
  ProfilePage,
  UserDashboardPage,
  VerifyEmailPage,
  WeekDetailRoute,
  WeeksPage,
} from './lazy-pages';

/** Section 2, route table: the routes of this milestone. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <Navigate to="/auth/login" replace /> },
      {
        element: <BlankLayout />,
        children: [
          { path: '/auth', element: <AuthPage /> },
          { path: '/auth/login', element: <Navigate to="/auth" replace /> },
          { path: '/auth/register', element: <Navigate to="/auth?mode=register" replace /> },
          { path: '/auth/verify-email', element: <VerifyEmailPage /> },
          { path: '/auth/404', element: <AuthErrorPage /> },
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
          { path: '/user/dashboard', element: <UserDashboardPage /> },
        ],
      },
    ],
  },
];
