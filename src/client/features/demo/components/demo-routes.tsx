import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { StudentAnalyticsPage } from '../../analytics';
import { CoursesListPage } from '../../courses';
import { AdminDashboardPage, UserDashboardPage } from '../../dashboard';
import { AssignmentFeedbackPage, categoryOf, EssayPane } from '../../essay-viewer';
import { GradingPage, type GradingViews } from '../../grading-desk';
import { MyCoursesPage } from '../../student-courses';
import { AssignmentReviewPage } from '../../student-essays';
import { DEMO_FEEDBACK_ASSIGNMENT_ID, DEMO_GRADING, DEMO_REVIEW_ASSIGNMENT_ID } from '../demo-data';
import { UiShowcasePage } from './ui-showcase-page';

// As on the admin pages: the grading screen shows the essay through the viewer's pane and colours.
const gradingViews: GradingViews = {
  EssayView: EssayPane,
  categoryColour: (category) => categoryOf(category).colour,
};

/** Section 2's demo routes, each the product's own page over the demo data. */
export function DemoRoutes() {
  return (
    <Routes>
      <Route index element={<UiShowcasePage />} />
      <Route path="dashboard" element={<UserDashboardPage />} />
      <Route path="courses" element={<MyCoursesPage />} />
      <Route path="assignments" element={<AssignmentReviewPage id={DEMO_REVIEW_ASSIGNMENT_ID} />} />
      <Route path="feedback" element={<AssignmentFeedbackPage id={DEMO_FEEDBACK_ASSIGNMENT_ID} />} />
      <Route path="admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="admin/students" element={<StudentAnalyticsPage />} />
      <Route path="admin/grading" element={<GradingPage {...DEMO_GRADING} views={gradingViews} />} />
      <Route path="admin/courses" element={<CoursesListPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
