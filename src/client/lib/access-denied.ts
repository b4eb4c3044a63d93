import { paths } from './paths';
import type { UserState } from './user-state';

export interface RecommendedAction {
  label: 'Sign In' | 'Check Email' | 'Contact Administrator' | 'Go to Dashboard';
  /** Where the action leads; Contact Administrator has no page of its own. */
  to?: string;
}

/** Section 6: the sentence shown when a page is out of reach, by user state. */
export function accessDeniedMessage(state: UserState): string {
  switch (state) {
    case 'unauthenticated':
      return 'Please sign in to access this content.';
    case 'email_unverified':
      return 'Please verify your email address to access courses.';
    case 'authenticated_unenrolled':
      return 'You are not enrolled in any courses. Please contact your administrator.';
    default:
      return 'You do not have permission to access this content.';
  }
}

const SIGN_IN: RecommendedAction = { label: 'Sign In', to: paths.login() };
const CHECK_EMAIL: RecommendedAction = { label: 'Check Email', to: paths.verifyEmail() };
const CONTACT_ADMINISTRATOR: RecommendedAction = { label: 'Contact Administrator' };
const GO_TO_DASHBOARD: RecommendedAction = { label: 'Go to Dashboard', to: paths.studentDashboard() };

/** Section 6: what the person can do next about it. */
export function recommendedActions(state: UserState): RecommendedAction[] {
  switch (state) {
    case 'unauthenticated':
      return [SIGN_IN];
    case 'email_unverified':
      return [CHECK_EMAIL];
    case 'authenticated_unenrolled':
      return [CONTACT_ADMINISTRATOR, GO_TO_DASHBOARD];
    case 'admin':
      return [{ label: 'Go to Dashboard', to: paths.adminDashboard() }];
    default:
      return [GO_TO_DASHBOARD];
  }
}
