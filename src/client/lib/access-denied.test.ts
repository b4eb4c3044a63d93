import { accessDeniedMessage, recommendedActions } from './access-denied';
import type { UserState } from './user-state';

describe('access-denied messages and recommended actions (section 6)', () => {
  it.each<[UserState, string, string[]]>([
    ['unauthenticated', 'Please sign in to access this content.', ['Sign In']],
    ['email_unverified', 'Please verify your email address to access courses.', ['Check Email']],
    [
      'authenticated_unenrolled',
      'You are not enrolled in any courses. Please contact your administrator.',
      ['Contact Administrator', 'Go to Dashboard'],
    ],
    ['student_enrolled', 'You do not have permission to access this content.', ['Go to Dashboard']],
    ['admin', 'You do not have permission to access this content.', ['Go to Dashboard']],
  ])('%s', (state, message, actions) => {
    expect(accessDeniedMessage(state)).toBe(message);
    expect(recommendedActions(state).map((action) => action.label)).toEqual(actions);
  });

  it("sends Sign In to /auth/login and a student's Go to Dashboard to /user/dashboard", () => {
    expect(recommendedActions('unauthenticated')[0].to).toBe('/auth/login');
    expect(recommendedActions('student_enrolled')[0].to).toBe('/user/dashboard');
    expect(recommendedActions('authenticated_unenrolled')[1].to).toBe('/user/dashboard');
  });
});
