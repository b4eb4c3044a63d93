import type { Role, UserStatus } from '../../../shared/rules/account';

/**
 * `starting`: stored tokens are being checked at start-up; `signingIn`: a sign-in is fetching the user's
 * data; `done`: the state machine may be trusted (the guard waits for it, section 4).
 */
export type SessionPhase = 'starting' | 'signingIn' | 'done';

export interface AuthState {
  userId: number | null;
  token: string | null;
  refreshToken: string | null;
  userRole: Role | null;
  username: string | null;
  /** The name the person gave, shown in the header and greetings; loaded with the user, not stored. */
  displayName: string | null;
  email: string | null;
  rememberDevice: boolean;
  userStatus: UserStatus | null;
  emailVerified: boolean;
  enrolledCourseIds: number[];
  phase: SessionPhase;
  /** When this session began, to record its length at logout (section 4). */
  sessionStartedAt: number | null;
  /** Why the last session ended; a deliberate logout stores no return URL. */
  endedBy: 'loggedOut' | 'sessionExpired' | null;
}

/** Section 3: the values kept in browser storage, each under its own key. */
export const PERSISTED_AUTH_KEYS = [
  'userId',
  'token',
  'refreshToken',
  'userRole',
  'username',
  'email',
  'rememberDevice',
  'userStatus',
  'emailVerified',
] as const satisfies readonly (keyof AuthState)[];

export type PersistedAuthKey = (typeof PERSISTED_AUTH_KEYS)[number];

export const signedOutState: AuthState = {
  userId: null,
  token: null,
  refreshToken: null,
  userRole: null,
  username: null,
  displayName: null,
  email: null,
  rememberDevice: false,
  userStatus: null,
  emailVerified: false,
  enrolledCourseIds: [],
  phase: 'starting',
  sessionStartedAt: null,
  endedBy: null,
};
