import {
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  EditCoursePage,
} from '../../features/courses/course-pages';
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
