import { db, startSession } from '../../mocks/db';
import { type UserFixtureName, userFixtures } from '../../mocks/fixtures/users';
import { type AuthState, signedOutState } from '../../src/client/features/auth/auth-state';

interface SessionOptions {
  /** Lifetime of the access token in seconds: short ones make the client refresh first. */
  tokenSeconds?: number;
  rememberDevice?: boolean;
  phase?: AuthState['phase'];
}

/** The auth state of a fixture user signed in on the mock server, as if restored and initialised. */
export function signedInAs(name: UserFixtureName, options: SessionOptions = {}): AuthState {
  const { user } = userFixtures[name];
  const session = startSession(db.users.get(user.id) ?? user, options.tokenSeconds);
  return {
    ...signedOutState,
    userId: user.id,
    token: session.access_token,
    refreshToken: session.refresh_token,
    userRole: user.role,
    username: user.username,
    displayName: user.display_name,
    email: user.email,
    rememberDevice: options.rememberDevice ?? false,
    userStatus: user.status,
    emailVerified: user.email_verified,
    enrolledCourseIds: db.enrollments.filter((e) => e.user_id === user.id).map((e) => e.course_id),
    phase: options.phase ?? 'done',
    sessionStartedAt: Date.now(),
  };
}

export const signedOut = (): AuthState => ({ ...signedOutState, phase: 'done' });
