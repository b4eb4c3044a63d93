import { db, startSession } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import { makeStore } from '../../app/store';
import { type AuthState, signedOutState } from '../auth';
import type { DemoRole } from './demo-screens';

// Long enough for any visit, so the demo never asks to refresh a session.
const DEMO_SESSION_SECONDS = 12 * 60 * 60;

const DEMO_ACCOUNTS = { student: userFixtures.student.user, admin: userFixtures.admin.user };

/**
 * A signed-in state for the demo student or instructor. Its token is the mock server's unsigned one:
 * only the demo's service worker ever reads it, and no real server would accept it.
 */
export function demoAuthState(role: DemoRole): AuthState {
  const user = DEMO_ACCOUNTS[role];
  const session = startSession(user, DEMO_SESSION_SECONDS);
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
 * The demo's own store, beside the product's: it is never handed to redux-persist, so the demo session
 * is written to no browser storage, and it logs nothing to the server.
 */
export const makeDemoStore = (role: DemoRole) => makeStore({ auth: demoAuthState(role) }, { logger: null });

export type DemoStores = Record<DemoRole, ReturnType<typeof makeDemoStore>>;

export const makeDemoStores = (): DemoStores => ({
  student: makeDemoStore('student'),
  admin: makeDemoStore('admin'),
});
