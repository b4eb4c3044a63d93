/**
 * What other features may know about the session. Features meet only in the app layer
 * (design: feature folders and one-way imports), so they import these from here.
 */

export {
  emailVerified,
  logOut,
  profileUpdated,
  selectAuth,
  selectPermissions,
  selectUserState,
} from '../features/auth';
