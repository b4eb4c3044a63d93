import { createAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppThunk } from '../../app/store';
import { errorMessage } from '../../lib/api-error-message';
import { authApi } from './auth-api';
import { flushStoredSession } from './auth-persist';
import { type SignedInPayload, sessionInitialised, signedIn, signInAbandoned } from './auth-slice';
import { loadUserData } from './load-user-data';
import { checkLoginAnswer } from './login-answer';

export interface SignInRequest {
  identifier: string;
  password: string;
  rememberDevice: boolean;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/** How a sign-in screen signs someone in: through the store, or from the light sign-in page. */
export type SignIn = (request: SignInRequest) => Promise<SignInResult>;

/** A login call the server or the network refused, made before the store existed (for the log). */
export const signInRefused = createAction<FetchBaseQueryError>('auth/signInRefused');

/**
 * Section 4: login stores the tokens, then fetches the user's data and enrollments. A failure to fetch
 * them ends the new session again with 'Login failed'. The sign-in page hands over the attempts it saw
 * refused before this one, so the log tells them as the app's own sign-in would.
 */
export const completeSignIn =
  (session: SignedInPayload, refusedBefore: FetchBaseQueryError[] = []): AppThunk<Promise<SignInResult>> =>
  async (dispatch) => {
    for (const refusal of refusedBefore) dispatch(signInRefused(refusal));
    dispatch(signedIn(session));
    if (!(await dispatch(loadUserData(session.userId)))) {
      dispatch(signInAbandoned());
      return { ok: false, message: 'Login failed' };
    }
    dispatch(sessionInitialised({ at: Date.now() }));
    await dispatch(flushStoredSession());
    return { ok: true };
  };

/** Sign-in inside the running app (after a logout, or on the way to a guarded page). */
export const signIn =
  ({ identifier, password, rememberDevice }: SignInRequest): AppThunk<Promise<SignInResult>> =>
  async (dispatch) => {
    const login = await dispatch(
      authApi.endpoints.login.initiate({ identifier, password }, { track: false }),
    );
    // Section 8: the server's detail, or 'Login failed'.
    if (login.error) return { ok: false, message: errorMessage(login.error, 'detail', 'Login failed') };
    const checked = checkLoginAnswer(login.data, rememberDevice);
    return checked.ok ? dispatch(completeSignIn(checked.session)) : checked;
  };

/**
 * A student put on a class list opens the e-mailed link and chooses a password: the server answers as
 * sign-in does, and the session starts the same way, kept in this tab only.
 */
export const acceptInvitation =
  ({ token, password }: { token: string; password: string }): AppThunk<Promise<SignInResult>> =>
  async (dispatch) => {
    const accepted = await dispatch(
      authApi.endpoints.acceptInvitation.initiate({ token, password }, { track: false }),
    );
    if (accepted.error) {
      // The refusal and what to do about it ("ask your instructor to send it again").
      const refusal = errorMessage(accepted.error, 'error', 'The password could not be set.');
      const advice = errorMessage(accepted.error, 'detail', '');
      return { ok: false, message: advice && advice !== refusal ? `${refusal} ${advice}` : refusal };
    }
    const checked = checkLoginAnswer(accepted.data, false);
    return checked.ok ? dispatch(completeSignIn(checked.session)) : checked;
  };
