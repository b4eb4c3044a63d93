/**
 * What other features may know about the session. Features meet only in the app layer
 * (design: feature folders and one-way imports), so they import these from here.
 */

export { selectAuth, selectPermissions, selectUserState } from '../features/auth/auth-selectors';
export { emailVerified, profileUpdated } from '../features/auth/auth-slice';
export { logOut } from '../features/auth/log-out';
