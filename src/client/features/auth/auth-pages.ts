/** The auth area's pages, loaded together as one chunk. */
export { AuthPage } from './components/auth-page';
export { VerifyEmailPage } from './components/verify-email-page';
