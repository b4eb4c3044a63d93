import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query-with-reauth';
import { API_FRESHNESS } from './cache-policy';
import { TAG_TYPES } from './tag-types';

/** The one API of the SPA (design: examples to follow); each feature injects its own endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  // Section 9's entity cache (cache-policy.ts, entity-cache.ts).
  ...API_FRESHNESS,
  endpoints: () => ({}),
});
