import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { permissionsFor } from '../../lib/permissions';
import { userStateOf } from '../../lib/user-state';

export const selectAuth = (state: RootState) => state.auth;

export const selectUserState = createSelector([selectAuth], (auth) =>
  userStateOf({
    token: auth.token,
    role: auth.userRole,
    status: auth.userStatus,
    emailVerified: auth.emailVerified,
    enrolledCourseIds: auth.enrolledCourseIds,
  }),
);

export const selectPermissions = createSelector([selectUserState, selectAuth], (userState, auth) =>
  permissionsFor(userState, auth.enrolledCourseIds),
);

export const selectSessionReady = (state: RootState) => state.auth.phase === 'done';
