import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { RefreshAnswer } from '../../shared/contract';
import { API_ROUTES, callOf } from '../../shared/contract/routes';
import { needsRefresh } from '../lib/access-token';
import { rawBaseQuery } from './raw-base-query';
import { withRefreshLock } from './refresh-lock';
import { sessionExpired, tokensRefreshed } from './session-events';
import type { SessionFlights } from './session-flights';

interface SessionTokens {
  auth: { userId: number | null; token: string | null; refreshToken: string | null };
}

const tokensOf = (api: Pick<BaseQueryApi, 'getState'>) => (api.getState() as SessionTokens).auth;

async function refreshOnce(api: BaseQueryApi): Promise<boolean> {
  const { refreshToken } = tokensOf(api);
  if (!refreshToken) {
    api.dispatch(sessionExpired());
    return false;
  }
  const body = { refresh_token: refreshToken };
  const result = await rawBaseQuery(callOf(API_ROUTES.refresh, {}, body), api, {});
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
 * Another tab of the same person may have refreshed while this one waited for the lock: its tokens are
 * in storage, and spending this tab's copy of the old refresh token would only ask the server again.
 */
async function adoptOrRefresh(api: BaseQueryApi, flights: SessionFlights): Promise<boolean> {
  const held = tokensOf(api);
  const stored = await flights.sharedTokens.read();
  const newer =
    stored && stored.userId === held.userId && stored.refreshToken !== held.refreshToken ? stored : null;
  if (newer) {
    api.dispatch(tokensRefreshed({ token: newer.token, refreshToken: newer.refreshToken }));
    if (!needsRefresh(newer.token)) return true;
  }
  const refreshed = await refreshOnce(api);
  // Stored before the lock is let go, so the next tab to take it finds the new tokens.
  await flights.sharedTokens.write(api.dispatch);
  return refreshed;
}

/**
 * Section 4: a failed refresh, or none possible, logs the person out. Every caller that arrives while a
 * refresh is under way waits for that one instead of spending the rotating refresh token again; other
 * tabs wait for it too (refresh-lock.ts).
 */
export function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const flights = api.extra as SessionFlights;
  return flights.refresh.run(() => withRefreshLock(() => adoptOrRefresh(api, flights)));
}

export function currentAccessToken(api: Pick<BaseQueryApi, 'getState'>): string | null {
  return tokensOf(api).token;
}
