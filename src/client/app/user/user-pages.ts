import { withIdParam } from '../../components/with-id-param';
import { MyCoursesPage, StudentCoursePage, StudentWeekContentPage } from '../../features/student-courses';
import { AssignmentReviewPage, AssignmentWritePage } from '../../features/student-essays';

/** The student area's pages but feedback, loaded together as one chunk (page-chunks.ts). */
export { UserDashboardPage } from '../../features/dashboard';
export { MyCoursesPage };
export const StudentCourseRoute = withIdParam(StudentCoursePage);
export const StudentWeekRoute = withIdParam(StudentWeekContentPage);
export const AssignmentWriteRoute = withIdParam(AssignmentWritePage);
export const AssignmentReviewRoute = withIdParam(AssignmentReviewPage);
