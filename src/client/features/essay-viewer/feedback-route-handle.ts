import type { FirstScreenHandle } from '../../app/first-screen-data';
import type { AppThunk } from '../../app/store';
import { routeId } from '../../lib/route-id';
import { loadStudentAssignment } from '../student-essays';
import { loadAssignmentFeedback } from './feedback-api';

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
