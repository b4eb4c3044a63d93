import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';

/** Section 9: a course, week, assignment or grade lookup stays this long once nothing uses it. */
export const ENTITY_CACHE_SECONDS = 300;
/** Section 9: at most this many such lookups are kept, counted together; the oldest goes first. */
export const ENTITY_CACHE_MAX_ENTRIES = 100;

const cappedEndpoints = new Set<string>();

interface CacheEntry {
  endpointName?: string;
  status: string;
}

interface LifecycleApi {
  getState: () => unknown;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

// RTK Query answers this action with its live subscription counts; the state copy of them lags behind.
function subscriptionCount(dispatch: LifecycleApi['dispatch']): (key: string) => number {
  const selectors = dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount?: (key: string) => number;
  };
  return selectors.getSubscriptionCount ?? (() => 0);
}

/**
 * The entries to drop so that the capped endpoints hold at most the cap. An entry a screen still shows,
 * or one still loading, is spared: emptying it under the reader would blank the screen.
 */
export function entriesToEvict(
  queries: Record<string, CacheEntry | undefined>,
  inUse: (key: string) => boolean,
) {
  const capped = Object.entries(queries).filter(([, entry]) =>
    cappedEndpoints.has(entry?.endpointName ?? ''),
  );
  const excess = capped.length - ENTITY_CACHE_MAX_ENTRIES;
  if (excess <= 0) return [];
  // The cache keeps its entries in creation order (string keys, updated in place), so the first are the
  // oldest; a refetch updates an entry where it stands.
  const evictable = capped.filter(([key, entry]) => entry?.status !== 'pending' && !inUse(key));
  return evictable.slice(0, excess).map(([key]) => key);
}

function evictOldest({ getState, dispatch }: LifecycleApi): void {
  const queries = (getState() as Record<string, { queries: Record<string, CacheEntry> }>)[baseApi.reducerPath]
    .queries;
  const count = subscriptionCount(dispatch);
  for (const queryCacheKey of entriesToEvict(queries, (key) => count(key) > 0)) {
    dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }));
  }
}

/**
 * Options for every course, week, assignment and grade query (sections 7 and 9), spread into its
 * definition: `getWeek: build.query({ query, ...entityCache('getWeek') })`. Only a new cache entry
 * counts towards the cap; reading an entry again or refetching it does not make it new.
 */
export function entityCache(endpointName: string) {
  cappedEndpoints.add(endpointName);
  return {
    keepUnusedDataFor: ENTITY_CACHE_SECONDS,
    onCacheEntryAdded: (_arg: unknown, api: LifecycleApi) => evictOldest(api),
  };
}
