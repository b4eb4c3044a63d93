import { Outlet, useLocation, useMatches } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { selectUserState } from '../../features/auth';
import { courseIdFromQuery, decideNavigation } from '../../lib/navigation-guard';
import { routeAreaOf } from '../../lib/route-areas';
import { useAppSelector } from '../hooks';
import { courseIdParamOf } from './course-route-handle';
import { GuardRedirect } from './guard-redirect';
import { readReturnUrl } from './return-url';

/** The course the address is about: a course id parameter of the route, else the `course_id` query. */
function useRouteCourseId(search: string): number | null {
  const page = useMatches().at(-1);
  const param = Number(page?.params[courseIdParamOf(page?.handle)]);
  return Number.isInteger(param) && param > 0 ? param : courseIdFromQuery(search);
}

/**
 * Sections 2 and 6: every route passes here. Until the session is known (section 4) only a spinner
 * shows; while a sign-in fetches the user's data the sign-in screen stays in place.
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const courseId = useRouteCourseId(search);
  const phase = useAppSelector((state) => state.auth.phase);
  const endedBy = useAppSelector((state) => state.auth.endedBy);
  const enrolledCourseIds = useAppSelector((state) => state.auth.enrolledCourseIds);
  const userState = useAppSelector(selectUserState);
  const area = routeAreaOf(pathname);

  if (area === 'demo') return <Outlet />;
  if (phase === 'signingIn' && area === 'auth') return <Outlet />;
  if (phase !== 'done') return <LoadingSpinner label="Checking your session…" />;

  const decision = decideNavigation(
    { pathname, search, courseId },
    { userState, enrolledCourseIds, returnUrl: readReturnUrl() },
  );
  if (decision.action === 'allow') return <Outlet />;
  // Someone who chose to log out did not want the page they were on back later.
  const storeReturnUrl = endedBy === 'loggedOut' ? undefined : decision.storeReturnUrl;
  return (
    <GuardRedirect
      to={decision.to}
      storeReturnUrl={storeReturnUrl}
      consumeReturnUrl={decision.consumeReturnUrl}
    />
  );
}
