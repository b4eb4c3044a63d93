import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiBaseUrl } from '../../api/api-base-url';
import { currentAccessToken, refreshSession } from '../../api/refresh-session';
import type { AppThunk } from '../../app/store';
import { needsRefresh } from '../../lib/access-token';

/**
 * A GET whose body the caller reads itself (a file, with its progress), under the same session rules
 * as every RTK Query call (sections 4 and 7): the Bearer token goes in the header, never the address;
 * a token about to expire is refreshed first; a 401 refreshes once and retries once. Refreshes go
 * through the store's single flight, so a download never spends the rotating refresh token twice.
 */
export const fetchWithSession =
  (path: string, signal: AbortSignal): AppThunk<Promise<Response>> =>
  async (dispatch, getState, extra) => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      extra,
      signal,
      abort: () => {},
      endpoint: 'download',
      type: 'query',
    };
    const send = (token: string | null) =>
      fetch(`${apiBaseUrl()}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal,
      });
    const stored = currentAccessToken(api);
    if (stored && needsRefresh(stored)) await refreshSession(api);
    const sentWith = currentAccessToken(api);
    const response = await send(sentWith);
    if (response.status !== 401) return response;
    const now = currentAccessToken(api);
    const refreshedMeanwhile = now !== null && now !== sentWith;
    if (!refreshedMeanwhile && !(await refreshSession(api))) return response;
    return send(currentAccessToken(api));
  };
