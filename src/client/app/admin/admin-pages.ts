import { createElement } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useGetAssignmentQuery } from '../../features/assignments/assignments-api';
import {
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  EditCoursePage,
} from '../../features/courses/course-pages';
import {
  CreateEnrollmentPage as CreateEnrollmentScreen,
  EnrollmentsPage as EnrollmentsScreen,
} from '../../features/enrollments/enrollment-pages';
import { ViewerCategoriesProvider } from '../../features/essay-viewer/categories';
import { ExcelExportPage as ExcelExportScreen } from '../../features/exports/export-pages';
import { GradingPage, SubmissionsPage } from '../../features/grading/grading-pages';
import { EditWeekPage } from '../../features/weeks/week-pages';
import { routeId } from '../../lib/route-id';
import { CourseDetailsPage } from './course-details-page';
import { useCourseChoices } from './use-course-choices';
import { useGradingViews } from './use-grading-views';
import { WeekDetailPage } from './week-detail-page';
import { withIdParam } from './with-id-param';

/** The admin area's pages, loaded together as one chunk (page-chunks.ts); screens.ts names them. */
export { AdminDashboardPage } from '../../features/dashboard/admin-dashboard-page';
export { CourseIndexPage, CoursesListPage, CreateCoursePage };
export const EditCourseRoute = withIdParam(EditCoursePage);
export const CourseDetailsRoute = withIdParam(CourseDetailsPage);
export { WeeksPage } from './weeks-page';
export const EditWeekRoute = withIdParam(EditWeekPage);
export const WeekDetailRoute = withIdParam(WeekDetailPage);
export { FeedbackCategoriesPage } from '../../features/categories/categories-pages';
export { CommentBankPage } from '../../features/comment-bank/comment-bank-pages';
export { SystemLogsPage } from '../../features/logs/logs-pages';
export { AllUsersPage, PendingUsersPage } from '../../features/users/users-pages';
// Features meet here: the enrollment screens choose among the courses feature's list.
export const EnrollmentsPage = () => createElement(EnrollmentsScreen, { courses: useCourseChoices() });
export const CreateEnrollmentPage = () =>
  createElement(CreateEnrollmentScreen, { courses: useCourseChoices() });
// Features meet here: the enrollments and grades exports can be narrowed to one of the courses.
export const ExcelExportDemoPage = () => createElement(ExcelExportScreen, { courses: useCourseChoices() });

// Features meet here: the grading screens name the assignment through the assignments feature, and
// show the essay and its comments in the instructor's categories (use-grading-views.ts).
export const SubmissionsRoute = withIdParam(function AssignmentSubmissions({ id }: { id: number }) {
  return createElement(SubmissionsPage, { assignmentId: id, assignment: useGetAssignmentQuery(id).data });
});
export function GradingRoute() {
  const params = useParams();
  const assignmentId = routeId(params.id);
  const submissionId = routeId(params.submissionId);
  const { views, palette } = useGradingViews();
  if (assignmentId === null || submissionId === null) return createElement(NotFoundPage);
  // Next and Previous submission change only the address: each essay mounts afresh, with its own unsaved work.
  return createElement(
    ViewerCategoriesProvider,
    { value: palette },
    createElement(GradingPage, { key: submissionId, assignmentId, submissionId, views }),
  );
}
