import { db, startSession } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import type { User } from '../../../shared/contract';
import { makeStore } from '../../app/store';
import { type AuthState, signedOutState } from '../auth';
import type { DemoRole } from './demo-screens';

// Long enough for any visit, so the demo never asks to refresh a session.
const DEMO_SESSION_SECONDS = 12 * 60 * 60;

const DEMO_ACCOUNTS = { student: userFixtures.student.user, admin: userFixtures.admin.user };

/**
 * The state of `user` signed in on the mock server, its session started there and its access token
 * living `sessionSeconds` (the mock server's default when left out), as if restored and initialised.
 */
export function signedInStateOf(user: User, sessionSeconds?: number): AuthState {
  const session = startSession(user, sessionSeconds);
  return {
    ...signedOutState,
    userId: user.id,
    token: session.access_token,
    refreshToken: session.refresh_token,
    userRole: user.role,
    username: user.username,
    displayName: user.display_name,
    email: user.email,
    userStatus: user.status,
    emailVerified: user.email_verified,
    enrolledCourseIds: db.enrollments.filter((row) => row.user_id === user.id).map((row) => row.course_id),
    phase: 'done',
    sessionStartedAt: Date.now(),
  };
}

/**
 * A signed-in state for the demo student or instructor. Its token is the mock server's unsigned one:
 * only the demo's service worker ever reads it, and no real server would accept it.
 */
export const demoAuthState = (role: DemoRole): AuthState =>
  signedInStateOf(DEMO_ACCOUNTS[role], DEMO_SESSION_SECONDS);

/**
 * The demo's own store, beside the product's: it is never handed to redux-persist, so the demo session
 * is written to no browser storage, and it logs nothing to the server.
 */
export const makeDemoStore = (role: DemoRole) => makeStore({ auth: demoAuthState(role) }, { logger: null });

export type DemoStores = Record<DemoRole, ReturnType<typeof makeDemoStore>>;

export const makeDemoStores = (): DemoStores => ({
  student: makeDemoStore('student'),
  admin: makeDemoStore('admin'),
});
