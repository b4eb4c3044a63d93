import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import { ENTITY_CACHE_MAX_ENTRIES, ENTITY_CACHE_SECONDS } from './cache-policy';

/**
 * Section 9's entity cache, in one place, for the lookups and the lists of courses, weeks, assignments
 * and grades (section 7):
 * - age: an entry is at most 300 s old when shown. A screen that mounts on an older entry refetches it
 *   (`refetchOnMountOrArgChange`, set for the whole API in base-api.ts), a screen that keeps an entry
 *   open has it refetched every 300 s, and an entry nothing shows is dropped 300 s after its last reader
 *   left (`keepUnusedDataFor`);
 * - count: at most 100 entries are kept, counted together; the oldest goes first, unless a screen still
 *   shows it or it is still loading (emptying it under its reader would blank the screen).
 *
 * RTK Query has no public call that drops one entry or counts its readers, so the cap uses two internal
 * actions (`removeQueryResult`, `internal_getRTKQSubscriptions`). `entity-cache.dom.test.ts`
 * fails when an upgrade of @reduxjs/toolkit changes either.
 */
export { ENTITY_CACHE_MAX_ENTRIES, ENTITY_CACHE_SECONDS };

const cappedEndpoints = new Set<string>();

interface CacheEntry {
  endpointName?: string;
  status: string;
}

interface LifecycleApi {
  getState: () => unknown;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
}

type Initiate = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => UnknownAction;

// RTK Query answers this action with its live subscription counts; the state copy of them lags behind.
function subscriptionCount(dispatch: LifecycleApi['dispatch']): (key: string) => number {
  const selectors = dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount?: (key: string) => number;
  };
  return selectors.getSubscriptionCount ?? (() => 0);
}

/**
 * The entries to drop so that the capped endpoints hold at most the cap. The cache keeps its entries in
 * creation order (string keys, updated in place), so the first are the oldest; a refetch updates an entry
 * where it stands.
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
  const evictable = capped.filter(([key, entry]) => entry?.status !== 'pending' && !inUse(key));
  return evictable.slice(0, excess).map(([key]) => key);
}

function evictOldest({ getState, dispatch }: Pick<LifecycleApi, 'getState' | 'dispatch'>): void {
  const queries = (getState() as Record<string, { queries: Record<string, CacheEntry> }>)[baseApi.reducerPath]
    .queries;
  const count = subscriptionCount(dispatch);
  for (const queryCacheKey of entriesToEvict(queries, (key) => count(key) > 0)) {
    dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }));
  }
}

/** While a screen shows the entry, it is fetched again each time it turns 300 s old. */
async function refreshWhileShown(endpointName: string, arg: unknown, api: LifecycleApi): Promise<void> {
  try {
    await api.cacheDataLoaded;
  } catch {
    return; // removed before it ever loaded
  }
  const timer = setInterval(() => {
    const key = cachedKeyOf(api, endpointName, arg);
    if (!key || subscriptionCount(api.dispatch)(key) === 0) return;
    const endpoint = (baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[endpointName];
    api.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
  }, ENTITY_CACHE_SECONDS * 1000);
  await api.cacheEntryRemoved;
  clearInterval(timer);
}

interface QueryEntry extends CacheEntry {
  originalArgs?: unknown;
}

/** The key RTK Query gave this endpoint's entry for `arg` (its own serialiser, so found, not rebuilt). */
function cachedKeyOf(api: Pick<LifecycleApi, 'getState'>, endpointName: string, arg: unknown) {
  const queries = (api.getState() as Record<string, { queries: Record<string, QueryEntry | undefined> }>)[
    baseApi.reducerPath
  ].queries;
  return Object.keys(queries).find(
    (key) => queries[key]?.endpointName === endpointName && queries[key]?.originalArgs === arg,
  );
}

/**
 * The options every course, week, assignment and grade query (lookups and lists) spreads into its
 * definition: `getWeek: build.query({ query, ...entityCache('getWeek') })`. Only a new entry counts
 * towards the cap; reading an entry again or refetching it does not make it new.
 */
export function entityCache(endpointName: string) {
  cappedEndpoints.add(endpointName);
  return {
    keepUnusedDataFor: ENTITY_CACHE_SECONDS,
    onCacheEntryAdded: (arg: unknown, api: LifecycleApi) => {
      evictOldest(api);
      return refreshWhileShown(endpointName, arg, api);
    },
  };
}
