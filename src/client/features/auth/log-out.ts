import type { AppThunk } from '../../app/store';
import { authApi } from './auth-api';
import { loggedOut } from './auth-slice';

const MINUTE_MS = 60_000;

/**
 * Section 4: logout records the session length in minutes and clears what was stored (see the auth
 * listeners). The person is signed out at once; the server is told to revoke the refresh token after,
 * with the tokens captured here, since clearing the session also aborts every call still running.
 */
export const logOut = (): AppThunk<Promise<{ sessionMinutes: number }>> => async (dispatch, getState) => {
  const { refreshToken, token, sessionStartedAt } = getState().auth;
  const sessionMinutes = sessionStartedAt
    ? Math.max(0, Math.round((Date.now() - sessionStartedAt) / MINUTE_MS))
    : 0;
  dispatch(loggedOut({ sessionMinutes }));
  if (refreshToken) {
    const revoke = { refresh_token: refreshToken, access_token: token };
    await dispatch(authApi.endpoints.logout.initiate(revoke, { track: false }));
  }
  return { sessionMinutes };
};
