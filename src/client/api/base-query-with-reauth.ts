import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { needsRefresh } from '../lib/access-token';
import { rawBaseQuery } from './raw-base-query';
import { currentAccessToken, refreshSession } from './refresh-session';

/** Calls made before or instead of a session: they never trigger a refresh or a logout. */
export const SESSIONLESS_ENDPOINTS = new Set([
  'login',
  'register',
  'verifyEmail',
  'resendVerification',
  'logout',
]);

/** What a call answers when the session could not be refreshed before it was sent. */
export const NOT_SIGNED_IN = { statusCode: 401, code: 'UNAUTHENTICATED', error: 'User not authenticated' };

/** How one kind of call is made and read: `send` takes the store's access token as it is when called. */
export interface SessionCall<Answer> {
  send: () => Promise<Answer>;
  statusOf: (answer: Answer) => unknown;
  signedOut: () => Answer;
}

/**
 * Section 4 and 7: refresh a token with less than five minutes left before using it, and after a 401
 * refresh once and retry once. A 401 that arrives after another request already refreshed is simply
 * retried with the new token. Every call with a session goes through here: RTK Query's (below) and the
 * downloads that read their own bodies (features/exports).
 */
export async function callWithSession<Answer>(
  api: BaseQueryApi,
  { send, statusOf, signedOut }: SessionCall<Answer>,
): Promise<Answer> {
  const token = currentAccessToken(api);
  if (token && needsRefresh(token) && !(await refreshSession(api))) return signedOut();

  const sentWith = currentAccessToken(api);
  const answer = await send();
  if (statusOf(answer) !== 401) return answer;

  const now = currentAccessToken(api);
  const refreshedMeanwhile = now !== null && now !== sentWith;
  if (!refreshedMeanwhile && !(await refreshSession(api))) return answer;
  return send();
}

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const send = async () => rawBaseQuery(args, api, extraOptions);
  if (SESSIONLESS_ENDPOINTS.has(api.endpoint)) return send();
  return callWithSession(api, {
    send,
    statusOf: (result) => result.error?.status,
    signedOut: () => ({ error: { status: 401, data: NOT_SIGNED_IN } }),
  });
};
