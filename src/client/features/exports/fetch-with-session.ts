import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiBaseUrl } from '../../api/api-base-url';
import { callWithSession, NOT_SIGNED_IN } from '../../api/base-query-with-reauth';
import { currentAccessToken } from '../../api/refresh-session';
import type { AppThunk } from '../../app/store';

/**
 * A GET whose body the caller reads itself (a file, with its progress), under the same session rules
 * as every RTK Query call, through the same code (api/base-query-with-reauth.ts): the Bearer token goes
 * in the header, never the address; a token about to expire is refreshed first; a 401 refreshes once
 * and retries once, through the store's single flight.
 */
export const fetchWithSession =
  (path: string, signal: AbortSignal): AppThunk<Promise<Response>> =>
  (dispatch, getState, extra) => {
    const api: BaseQueryApi = {
      dispatch,
      getState,
      extra,
      signal,
      abort: () => {},
      endpoint: 'download',
      type: 'query',
    };
    return callWithSession(api, {
      send: () => {
        const token = currentAccessToken(api);
        return fetch(`${apiBaseUrl()}${path}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal,
        });
      },
      statusOf: (response) => response.status,
      signedOut: () =>
        new Response(JSON.stringify(NOT_SIGNED_IN), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    });
  };
