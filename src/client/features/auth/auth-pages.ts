/** The auth area's pages, loaded together as one chunk (page-chunks.ts). */

export { AuthErrorPage } from '../../components/auth-error-page';
export { AcceptInvitationPage } from './components/accept-invitation-page';
export { AuthRoute } from './components/auth-route';
export { JoinCoursePage } from './components/join-course-page';
export { VerifyEmailPage } from './components/verify-email-page';
