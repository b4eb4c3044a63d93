import { withIdParam } from '../../components/with-id-param';
import { useGetStudentAssignmentQuery } from '../student-essays';
import { AssignmentFeedbackPage } from './components/assignment-feedback-page';

/**
 * The feedback page with its assignment looked up (the route handle asked for both before the page
 * rendered): the course names the printed copy, and a failed lookup is said on the page.
 */
function FeedbackRoutePage({ id }: { id: number }) {
  const { data, isError } = useGetStudentAssignmentQuery(id);
  return (
    <AssignmentFeedbackPage
      id={id}
      assignment={{ courseTitle: data?.course_title ?? null, failed: isError }}
    />
  );
}

/**
 * The feedback page's routes, a chunk of their own (page-chunks.ts): a student often opens the viewer
 * straight from a link, and its first paint then waits on no other page's code.
 */
export const AssignmentFeedbackRoute = withIdParam(FeedbackRoutePage);
/** Section 2's named route AssignmentReviewFeedback shows the same page under the review trail. */
export const AssignmentReviewFeedbackRoute = withIdParam(FeedbackRoutePage);
