import {
  assignmentFeedbackPath,
  studentAssignmentPath,
  userEnrollmentsPath,
  userPath,
} from '../api/api-paths';
import type { StoredSession } from '../features/auth';
import { needsRefresh } from '../lib/access-token';
import { paths } from '../lib/paths';
import { routeId } from '../lib/route-id';
import { screenAt } from './screens';

/** The screens whose route's `handle` asks for the feedback viewer's data first (routes.tsx). */
export const VIEWER_SCREENS: readonly string[] = [
  paths.assignmentFeedback.pattern,
  paths.reviewFeedback.pattern,
];

/** The calls of the page at `pathname` that its route's `handle` asks for first. */
function pageRequests(pathname: string): string[] {
  const screen = screenAt(pathname);
  const feedbackId = screen && VIEWER_SCREENS.includes(screen.route.path) ? routeId(screen.params.id) : null;
  if (feedbackId !== null) return [assignmentFeedbackPath(feedbackId), studentAssignmentPath(feedbackId)];
  return [];
}

/**
 * The GET calls a stored session's boot makes before anything is drawn (start-session.ts): the user and,
 * for a non-admin, their enrollments (load-user-data.ts), then the first page's data. None when the
 * token must be refreshed first, since the store then sends them with a new one. The boot's tests hold
 * this list to the calls the store really makes.
 */
export function firstScreenRequests(pathname: string, session: StoredSession | null): string[] {
  const { token, userId, userRole } = session ?? {};
  if (!token || typeof userId !== 'number' || !Number.isInteger(userId) || needsRefresh(token)) return [];
  const requests = [userPath(userId)];
  if (userRole && userRole !== 'admin') requests.push(userEnrollmentsPath(userId));
  return [...requests, ...pageRequests(pathname)];
}
