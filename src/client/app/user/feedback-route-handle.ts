import { prefetchAssignmentFeedback } from '../../features/essay-viewer/feedback-api';
import { routeId } from '../../lib/route-id';
import type { FirstScreenHandle } from '../first-screen-data';

/** The feedback routes' first data: the viewer's essay and comments, for the id the page will get. */
export const feedbackRouteHandle: FirstScreenHandle = {
  firstData: (params) => {
    const id = routeId(params.id);
    return id === null ? null : prefetchAssignmentFeedback(id);
  },
};
