/**
 * The auth feature's one entry (the app layer and other features import only this):
 * the auth area's pages, loaded together as one chunk (page-chunks.ts), and the session the whole app reads.
 */
export { AuthErrorPage } from '../../components/auth-error-page';
export { authApi } from './auth-api';
export { registerAuthListeners } from './auth-listeners';
export { persistedAuthReducer, storedSessionTokens } from './auth-persist';
export { selectAuth, selectPermissions, selectUserState } from './auth-selectors';
export type { SignedInPayload } from './auth-slice';
export { emailVerified, profileUpdated } from './auth-slice';
export type { AuthState, SessionPhase } from './auth-state';
export { signedOutState } from './auth-state';
export { AcceptInvitationPage } from './components/accept-invitation-page';
export type { AuthMode } from './components/auth-mode';
export { authAddressOf, authModeOf } from './components/auth-mode';
export { AuthPage } from './components/auth-page';
export { AuthRoute } from './components/auth-route';
export { JoinCodeForm } from './components/join-code-form';
export { JoinCoursePage } from './components/join-course-page';
export { VerifyEmailPage } from './components/verify-email-page';
export { initialiseSession } from './initialise-session';
export { logOut } from './log-out';
export { checkLoginAnswer } from './login-answer';
export type { SignIn } from './sign-in';
export { completeSignIn, signIn } from './sign-in';
export type { StoredSession } from './stored-session';
export { readSession, writeSession } from './stored-session';
