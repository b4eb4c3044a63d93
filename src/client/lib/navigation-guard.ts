import {
  homePathFor,
  isSafeReturnUrl,
  LOGIN_PATH,
  routeAreaOf,
  STUDENT_HOME,
  VERIFY_EMAIL_PATH,
} from './route-areas';
import { routeId } from './route-id';
import type { UserState } from './user-state';

export interface NavigationRequest {
  pathname: string;
  search: string;
  /** The course a route is about (a `courseId` parameter or `course_id` query), when it has one. */
  courseId: number | null;
}

export interface NavigationContext {
  userState: UserState;
  enrolledCourseIds: readonly number[];
  /** The address stored when an earlier page was out of reach. */
  returnUrl: string | null;
}

export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; storeReturnUrl?: string; consumeReturnUrl?: boolean };

const ALLOW: NavigationDecision = { action: 'allow' };

function redirect(to: string, storeReturnUrl?: string): NavigationDecision {
  return storeReturnUrl ? { action: 'redirect', to, storeReturnUrl } : { action: 'redirect', to };
}

function tokenQuery(search: string): string {
  const token = new URLSearchParams(search).get('token');
  return token ? `?${new URLSearchParams({ token })}` : '';
}

/** Section 2 ("Navigation guard"): a signed-in person never stays on the sign-in screens. */
function decideAuthPath(request: NavigationRequest, context: NavigationContext): NavigationDecision {
  const { userState } = context;
  const onVerifyPage = request.pathname === VERIFY_EMAIL_PATH;
  const hasToken = new URLSearchParams(request.search).has('token');
  if (userState === 'unauthenticated') return onVerifyPage && !hasToken ? redirect(LOGIN_PATH) : ALLOW;
  if (userState === 'email_unverified') {
    return onVerifyPage ? ALLOW : redirect(`${VERIFY_EMAIL_PATH}${tokenQuery(request.search)}`);
  }
  // A link that confirms a new address reaches people who are verified already; once it is used the
  // screen drops the token, and the rule below sends them on.
  if (onVerifyPage && hasToken) return ALLOW;
  const home = homePathFor(userState);
  if (context.returnUrl === null) return redirect(home);
  // A stored return URL is used once: followed when this person may open it, dropped otherwise.
  const returnUrl = mayOpen(context.returnUrl, context) ? context.returnUrl : home;
  return { action: 'redirect', to: returnUrl, consumeReturnUrl: true };
}

function mayOpen(url: string, context: NavigationContext): boolean {
  if (!isSafeReturnUrl(url)) return false;
  const { pathname, search } = new URL(url, 'http://margin.invalid');
  if (routeAreaOf(pathname) === 'auth') return false;
  const request = { pathname, search, courseId: courseIdFromQuery(search) };
  return decideNavigation(request, { ...context, returnUrl: null }).action === 'allow';
}

export function courseIdFromQuery(search: string): number | null {
  return routeId(new URLSearchParams(search).get('course_id'));
}

/** Sections 2 and 6: whether the person may open the address, and if not where to send them. */
export function decideNavigation(request: NavigationRequest, context: NavigationContext): NavigationDecision {
  const area = routeAreaOf(request.pathname);
  if (area === 'demo' || area === 'public') return ALLOW;
  if (area === 'auth') return decideAuthPath(request, context);

  const wanted = `${request.pathname}${request.search}`;
  const { userState } = context;
  if (userState === 'unauthenticated') return redirect(LOGIN_PATH, wanted);
  if (area === 'account') return ALLOW;
  if (userState === 'email_unverified') return redirect(VERIFY_EMAIL_PATH, wanted);
  if (userState === 'authenticated_unenrolled' && request.pathname !== STUDENT_HOME) {
    return redirect(STUDENT_HOME, wanted);
  }
  if (area === 'admin') return userState === 'admin' ? ALLOW : redirect(LOGIN_PATH, wanted);
  if (userState === 'admin') return redirect(LOGIN_PATH, wanted);
  const notEnrolled = request.courseId !== null && !context.enrolledCourseIds.includes(request.courseId);
  return notEnrolled ? redirect(STUDENT_HOME) : ALLOW;
}
