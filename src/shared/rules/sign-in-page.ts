/**
 * Section 2: the addresses that show the sign-in screen (/ and /auth/login lead to /auth, and
 * /auth/register to its register tab). The server answers them with the light sign-in page
 * (sign-in-main.tsx), which loads the rest of the app only once someone signs in.
 */
export const SIGN_IN_PAGE_PATHS: readonly string[] = ['/', '/auth', '/auth/login', '/auth/register'];

/** The path without its query or trailing slashes, as the route table matches it. */
export function isSignInPagePath(pathOrUrl: string): boolean {
  const pathname = pathOrUrl.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  return SIGN_IN_PAGE_PATHS.includes(pathname);
}
