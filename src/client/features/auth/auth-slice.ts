import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Enrollment, User } from '../../../shared/contract';
import type { Role } from '../../../shared/rules/account';
import { sessionExpired, tokensRefreshed } from '../../api/session-events';
import { type AuthState, signedOutState } from './auth-state';

export interface SignedInPayload {
  userId: number;
  token: string;
  refreshToken: string;
  role: Role;
  username: string;
  displayName: string;
  email: string;
  rememberDevice: boolean;
  at: number;
}

function applyUser(state: AuthState, user: User) {
  state.userId = user.id;
  state.username = user.username;
  state.displayName = user.display_name;
  state.email = user.email;
  state.userRole = user.role;
  state.userStatus = user.status;
  state.emailVerified = user.email_verified;
}

const ended = (endedBy: AuthState['endedBy']): AuthState => ({ ...signedOutState, phase: 'done', endedBy });

/** Events, not setters (design: examples to follow): each says what happened to the session. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, { payload }: PayloadAction<SignedInPayload>) => ({
      ...signedOutState,
      userId: payload.userId,
      token: payload.token,
      refreshToken: payload.refreshToken,
      userRole: payload.role,
      username: payload.username,
      displayName: payload.displayName,
      email: payload.email,
      rememberDevice: payload.rememberDevice,
      phase: 'signingIn',
      sessionStartedAt: payload.at,
    }),
    signInAbandoned: () => ended(null),
    userLoaded: (state, { payload }: PayloadAction<User>) => applyUser(state, payload),
    profileUpdated: (state, { payload }: PayloadAction<User>) => applyUser(state, payload),
    enrollmentsLoaded: (state, { payload }: PayloadAction<Enrollment[]>) => {
      state.enrolledCourseIds = payload.map((enrollment) => enrollment.course_id);
    },
    emailVerified: (state) => {
      state.emailVerified = true;
    },
    sessionInitialised: (state, { payload }: PayloadAction<{ at: number }>) => {
      state.phase = 'done';
      state.sessionStartedAt ??= state.token ? payload.at : null;
    },
    loggedOut: (_state, _action: PayloadAction<{ sessionMinutes: number }>) => ended('loggedOut'),
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, { payload }) => {
        state.token = payload.token;
        state.refreshToken = payload.refreshToken;
      })
      .addCase(sessionExpired, () => ended('sessionExpired'));
  },
});

export const {
  signedIn,
  signInAbandoned,
  userLoaded,
  profileUpdated,
  enrollmentsLoaded,
  emailVerified,
  sessionInitialised,
  loggedOut,
} = authSlice.actions;
