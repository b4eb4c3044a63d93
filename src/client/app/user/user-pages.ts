import { MyCoursesPage, StudentCoursePage } from '../../features/student-courses/student-course-pages';
import { AssignmentReviewPage, AssignmentWritePage } from '../../features/submissions/submission-pages';
import { withIdParam } from '../admin/with-id-param';
import { StudentWeekContentPage } from './student-week-content-page';

/** The student area's pages but feedback, loaded together as one chunk (page-chunks.ts). */
export { UserDashboardPage } from './user-dashboard-page';
export { MyCoursesPage };
export const StudentCourseRoute = withIdParam(StudentCoursePage);
export const StudentWeekRoute = withIdParam(StudentWeekContentPage);
export const AssignmentWriteRoute = withIdParam(AssignmentWritePage);
export const AssignmentReviewRoute = withIdParam(AssignmentReviewPage);
