import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
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

const notSignedIn: { error: FetchBaseQueryError } = {
  error: { status: 401, data: { statusCode: 401, code: 'UNAUTHENTICATED', error: 'User not authenticated' } },
};

/**
 * Section 4 and 7: refresh a token with less than five minutes left before using it, and after a 401
 * refresh once and retry once. A 401 that arrives after another request already refreshed is simply
 * retried with the new token.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  if (SESSIONLESS_ENDPOINTS.has(api.endpoint)) return rawBaseQuery(args, api, extraOptions);

  const token = currentAccessToken(api);
  if (token && needsRefresh(token) && !(await refreshSession(api))) return notSignedIn;

  const sentWith = currentAccessToken(api);
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;

  const now = currentAccessToken(api);
  const refreshedMeanwhile = now !== null && now !== sentWith;
  if (!refreshedMeanwhile && !(await refreshSession(api))) return result;
  return rawBaseQuery(args, api, extraOptions);
};
