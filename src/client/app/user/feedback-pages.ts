/**
 * The feedback page's routes, a chunk of their own (page-chunks.ts): a student often opens the viewer
 * straight from a link, and its first paint then waits on no other page's code.
 */
export { AssignmentFeedbackRoute, AssignmentReviewFeedbackRoute } from '../../features/essay-viewer';
