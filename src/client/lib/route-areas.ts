import { paths } from './paths';
import type { UserState } from './user-state';

/**
 * Section 6: who may open a path. `account` is /apps/user: any signed-in user, even one whose e-mail
 * is still unverified, so that a mistyped address can be corrected from the profile.
 */
export type RouteArea = 'demo' | 'auth' | 'admin' | 'student' | 'account' | 'public';

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The area of any address, a screen's or not: the guard decides by it even where no screen answers. The
 * screen table (app/screens.ts) names each screen's area too, and its tests hold the two to agree.
 */
export function routeAreaOf(pathname: string): RouteArea {
  if (startsWithSegment(pathname, '/demo')) return 'demo';
  if (startsWithSegment(pathname, '/auth')) return 'auth';
  if (startsWithSegment(pathname, '/admin')) return 'admin';
  if (startsWithSegment(pathname, '/apps/user')) return 'account';
  if (startsWithSegment(pathname, '/user')) return 'student';
  return 'public';
}

export const LOGIN_PATH = paths.login();
export const VERIFY_EMAIL_PATH = paths.verifyEmail();
export const ADMIN_HOME = paths.adminDashboard();
export const STUDENT_HOME = paths.studentDashboard();

/** Section 2: where a person lands by state when no particular page was asked for. */
export function homePathFor(state: UserState): string {
  switch (state) {
    case 'admin':
      return ADMIN_HOME;
    case 'student_enrolled':
    case 'authenticated_unenrolled':
      return STUDENT_HOME;
    case 'email_unverified':
      return VERIFY_EMAIL_PATH;
    default:
      return LOGIN_PATH;
  }
}

/** A return URL must stay on this site: a path, never `//host` or `https://…`. */
export function isSafeReturnUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
