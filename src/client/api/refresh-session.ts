import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { RefreshAnswer } from '../../shared/contract';
import { rawBaseQuery } from './raw-base-query';
import { sessionExpired, tokensRefreshed } from './session-events';
import type { SessionFlights } from './session-flights';

interface SessionTokens {
  auth: { token: string | null; refreshToken: string | null };
}

const tokensOf = (api: Pick<BaseQueryApi, 'getState'>) => (api.getState() as SessionTokens).auth;

async function refreshOnce(api: BaseQueryApi): Promise<boolean> {
  const { refreshToken } = tokensOf(api);
  if (!refreshToken) {
    api.dispatch(sessionExpired());
    return false;
  }
  const body = { refresh_token: refreshToken };
  const result = await rawBaseQuery({ url: '/refresh', method: 'POST', body }, api, {});
  const answer = result.data as RefreshAnswer | undefined;
  if (result.error || !answer?.access_token) {
    api.dispatch(sessionExpired());
    return false;
  }
  // Section 7: the answer may or may not rotate the refresh token; keep the old one when it does not.
  api.dispatch(
    tokensRefreshed({ token: answer.access_token, refreshToken: answer.refresh_token ?? refreshToken }),
  );
  return true;
}

/**
 * Section 4: a failed refresh, or none possible, logs the person out. Every caller that arrives while a
 * refresh is under way waits for that one instead of spending the rotating refresh token again.
 */
export function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const flights = api.extra as SessionFlights;
  return flights.refresh.run(() => refreshOnce(api));
}

export function currentAccessToken(api: Pick<BaseQueryApi, 'getState'>): string | null {
  return tokensOf(api).token;
}
