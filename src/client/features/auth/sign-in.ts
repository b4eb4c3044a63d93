import { isRole } from '../../../shared/rules/account';
import type { AppThunk } from '../../app/store';
import { decodeAccessToken } from '../../lib/access-token';
import { errorMessage } from '../../lib/api-error-message';
import { authApi } from './auth-api';
import { sessionInitialised, signedIn, signInAbandoned } from './auth-slice';
import { loadUserData } from './load-user-data';

export interface SignInRequest {
  identifier: string;
  password: string;
  rememberDevice: boolean;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

const failed = (message: string): SignInResult => ({ ok: false, message });

/**
 * Section 4: login stores the tokens, then fetches the user's data and enrollments. Section 5 and 8
 * name the failures: the server's detail or 'Login failed', and 'Invalid user role' for other roles.
 */
export const signIn =
  ({ identifier, password, rememberDevice }: SignInRequest): AppThunk<Promise<SignInResult>> =>
  async (dispatch) => {
    const login = await dispatch(
      authApi.endpoints.login.initiate({ identifier, password }, { track: false }),
    );
    if (login.error) return failed(errorMessage(login.error, 'detail', 'Login failed'));
    const answer = login.data;
    if (!answer?.access_token) return failed('Login failed');
    const payload = decodeAccessToken(answer.access_token);
    if (!payload) return failed('Login failed');
    if (!isRole(payload.role)) return failed('Invalid user role');

    dispatch(
      signedIn({
        userId: payload.id,
        token: answer.access_token,
        refreshToken: answer.refresh_token,
        role: payload.role,
        username: answer.user.username,
        email: answer.user.email,
        rememberDevice,
        at: Date.now(),
      }),
    );
    if (!(await dispatch(loadUserData(payload.id)))) {
      dispatch(signInAbandoned());
      return failed('Login failed');
    }
    dispatch(sessionInitialised({ at: Date.now() }));
    return { ok: true };
  };
