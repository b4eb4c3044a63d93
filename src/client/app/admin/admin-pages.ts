import { createElement } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { withIdParam } from '../../components/with-id-param';
import { useGetAssignmentQuery } from '../../features/assignments';
import {
  CourseDetailsPage,
  CourseIndexPage,
  CoursesListPage,
  CreateCoursePage,
  EditCoursePage,
  useCourseChoices,
} from '../../features/courses';
import {
  CreateEnrollmentPage as CreateEnrollmentScreen,
  EnrollmentsPage as EnrollmentsScreen,
} from '../../features/enrollments';
import { ViewerCategoriesProvider } from '../../features/essay-viewer';
import { ExcelExportPage as ExcelExportScreen } from '../../features/exports';
import { GradingPage, SubmissionsPage, useGradingViews } from '../../features/grading-desk';
import { EditWeekPage, WeekDetailPage } from '../../features/weeks';
import { routeId } from '../../lib/route-id';

/** The admin area's pages, loaded together as one chunk (page-chunks.ts); screens.ts names them. */
export { AdminDashboardPage } from '../../features/dashboard';
export { CourseIndexPage, CoursesListPage, CreateCoursePage };
export const EditCourseRoute = withIdParam(EditCoursePage);
export const CourseDetailsRoute = withIdParam(CourseDetailsPage);
export { WeeksPage } from '../../features/weeks';
export const EditWeekRoute = withIdParam(EditWeekPage);
export const WeekDetailRoute = withIdParam(WeekDetailPage);
export { CommentBankPage } from '../../features/comment-bank';
export { FeedbackCategoriesPage } from '../../features/feedback-categories';
export { LtiContentPickerPage, LtiPlatformsPage } from '../../features/lti';
export { SystemLogsPage } from '../../features/system-logs';
export { AllUsersPage, PendingUsersPage } from '../../features/users';
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
