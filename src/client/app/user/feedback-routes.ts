import { AssignmentFeedbackPage } from '../../features/essay-viewer/feedback-pages';
import { withIdParam } from '../admin/with-id-param';

/**
 * The feedback page's routes, a chunk of their own (page-chunks.ts): a student often opens the viewer
 * straight from a link, and its first paint then waits on no other page's code.
 */
export const AssignmentFeedbackRoute = withIdParam(AssignmentFeedbackPage);
/** Section 2's named route AssignmentReviewFeedback shows the same page under the review trail. */
export const AssignmentReviewFeedbackRoute = withIdParam(AssignmentFeedbackPage);
