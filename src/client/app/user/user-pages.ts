import { AssignmentFeedbackPage } from '../../features/essay-viewer/feedback-pages';
import { MyCoursesPage, StudentCoursePage } from '../../features/student-courses/student-course-pages';
import { AssignmentReviewPage, AssignmentWritePage } from '../../features/submissions/submission-pages';
import { withIdParam } from '../admin/with-id-param';
import { StudentWeekContentPage } from './student-week-content-page';

/** The student area's pages, loaded together as one chunk (lazy-pages.ts). */
export { UserDashboardPage } from './user-dashboard-page';
export { MyCoursesPage };
export const StudentCourseRoute = withIdParam(StudentCoursePage);
export const StudentWeekRoute = withIdParam(StudentWeekContentPage);
export const AssignmentWriteRoute = withIdParam(AssignmentWritePage);
export const AssignmentReviewRoute = withIdParam(AssignmentReviewPage);
export const AssignmentFeedbackRoute = withIdParam(AssignmentFeedbackPage);
/** Section 2's named route AssignmentReviewFeedback shows the same page under the review trail. */
export const AssignmentReviewFeedbackRoute = withIdParam(AssignmentFeedbackPage);
