import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import {
  ENTITY_CACHE_MAX_ENTRIES,
  ENTITY_CACHE_SECONDS,
  ENTITY_LIFETIME,
  ENTITY_SUBSCRIPTION,
} from './cache-policy';

/**
 * Section 9's entity cache for the lookups and the lists of courses, weeks, assignments and grades
 * (section 7), on RTK Query's own options (cache-policy.ts says which and why):
 * - age: an entry is at most 300 s old when shown. Each endpoint spreads `entityCache(name)` into its
 *   definition and exports its hook through `entityQueryHook`;
 * - count: at most 100 entries are kept, counted together; the oldest goes first, unless a screen still
 *   shows it or it is still loading (emptying it under its reader would blank the screen).
 *
 * RTK Query has no public call that drops one entry or counts its readers, so the cap uses two internal
 * actions (`removeQueryResult`, `internal_getRTKQSubscriptions`), here and nowhere else.
 * `entity-cache.dom.test.ts` fails when an upgrade of @reduxjs/toolkit changes either.
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
}

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

function evictOldest({ getState, dispatch }: LifecycleApi): void {
  const queries = (getState() as Record<string, { queries: Record<string, CacheEntry> }>)[baseApi.reducerPath]
    .queries;
  const count = subscriptionCount(dispatch);
  for (const queryCacheKey of entriesToEvict(queries, (key) => count(key) > 0)) {
    dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }));
  }
}

/**
 * The options every course, week, assignment and grade query (lookups and lists) spreads into its
 * definition: `getWeek: build.query({ query, ...entityCache('getWeek') })`. Only a new entry counts
 * towards the cap; reading an entry again or refetching it does not make it new.
 */
export function entityCache(endpointName: string) {
  cappedEndpoints.add(endpointName);
  return {
    ...ENTITY_LIFETIME,
    onCacheEntryAdded: (_arg: unknown, api: LifecycleApi) => evictOldest(api),
  };
}

/**
 * The hook a screen reads an entity endpoint with: the endpoint's own, with section 9's subscription
 * options under the screen's. `export const useGetWeekQuery = entityQueryHook(weeksApi.useGetWeekQuery)`.
 */
export function entityQueryHook<Hook extends (arg: never, options?: never) => unknown>(useQuery: Hook): Hook {
  const useEntityQuery = (arg: unknown, options?: object) =>
    (useQuery as unknown as (arg: unknown, options: object) => unknown)(arg, {
      ...ENTITY_SUBSCRIPTION,
      ...options,
    });
  return useEntityQuery as unknown as Hook;
}
