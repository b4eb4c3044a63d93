import { createElement } from 'react';
import {
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  EditCoursePage,
} from '../../features/courses/course-pages';
import { useGetCoursesQuery } from '../../features/courses/courses-api';
import {
  CreateEnrollmentPage as CreateEnrollmentScreen,
  EnrollmentsPage as EnrollmentsScreen,
} from '../../features/enrollments/enrollment-pages';
import { EditWeekPage } from '../../features/weeks/week-pages';
import { CourseDetailsPage } from './course-details-page';
import { WeekDetailPage } from './week-detail-page';
import { withIdParam } from './with-id-param';

/** The admin area's pages, loaded together as one chunk (lazy-pages.ts). */
export { AdminDashboardPage } from '../../features/dashboard/admin-dashboard-page';
export { CourseIndexPage, CoursesListPage, CreateCoursePage };
export const EditCourseRoute = withIdParam(EditCoursePage);
export const CourseDetailsRoute = withIdParam(CourseDetailsPage);
export { WeeksPage } from './weeks-page';
export const EditWeekRoute = withIdParam(EditWeekPage);
export const WeekDetailRoute = withIdParam(WeekDetailPage);
export { AllUsersPage, PendingUsersPage } from '../../features/users/users-pages';
// Features meet here: the enrollment screens choose among the courses feature's list.
export const EnrollmentsPage = () => createElement(EnrollmentsScreen, { courses: useGetCoursesQuery() });
export const CreateEnrollmentPage = () =>
  createElement(CreateEnrollmentScreen, { courses: useGetCoursesQuery() });
