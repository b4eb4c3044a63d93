import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { REQUEST_TIMEOUT_MS } from '../lib/api-error-message';
import { apiBaseUrl } from './api-base-url';
import { fetchTakingEarly } from './early-requests';

interface StateWithToken {
  auth: { token: string | null };
}

/** Section 7: every call carries the Bearer access token when one exists. */
export const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  fetchFn: fetchTakingEarly,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).auth.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});
