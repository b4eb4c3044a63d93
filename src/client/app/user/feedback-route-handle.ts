import { loadAssignmentFeedback } from '../../features/essay-viewer/feedback-api';
import { loadStudentAssignment } from '../../features/submissions/submissions-api';
import { routeId } from '../../lib/route-id';
import type { FirstScreenHandle } from '../first-screen-data';
import type { AppThunk } from '../store';

/**
 * The feedback routes' first data, for the id the page will get: the viewer's essay and comments, and
 * the assignment the breadcrumbs name its course and week from.
 */
export const feedbackRouteHandle: FirstScreenHandle = {
  firstData: (params) => {
    const id = routeId(params.id);
    if (id === null) return null;
    const both: AppThunk<Promise<unknown>> = (dispatch) =>
      Promise.all([dispatch(loadAssignmentFeedback(id)), dispatch(loadStudentAssignment(id))]);
    return both;
  },
};
