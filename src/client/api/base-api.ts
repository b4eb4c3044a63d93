import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query-with-reauth';
import { ENTITY_CACHE_SECONDS } from './cache-policy';
import { TAG_TYPES } from './tag-types';

/** The one API of the SPA (design: examples to follow); each feature injects its own endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  // Section 9: a screen that mounts on an entry older than this fetches it again (entity-cache.ts).
  refetchOnMountOrArgChange: ENTITY_CACHE_SECONDS,
  endpoints: () => ({}),
});
