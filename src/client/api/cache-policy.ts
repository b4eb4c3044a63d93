/** Section 9: a course, week, assignment or grade entry is at most this old when shown. */
export const ENTITY_CACHE_SECONDS = 300;
/** Section 9: at most this many of those entries are kept, counted together; the oldest goes first. */
export const ENTITY_CACHE_MAX_ENTRIES = 100;

/**
 * For the whole API (createApi's options): a screen that mounts on an entry older than 300 s fetches it
 * again rather than showing it.
 */
export const API_FRESHNESS = { refetchOnMountOrArgChange: ENTITY_CACHE_SECONDS } as const;

/**
 * For each entity endpoint's definition: an entry nothing shows is dropped 300 s after its last reader
 * left.
 */
export const ENTITY_LIFETIME = { keepUnusedDataFor: ENTITY_CACHE_SECONDS } as const;

/**
 * For each screen that shows an entity entry (its query hook's options): the entry is fetched again each
 * time it turns 300 s old while the tab is in front, and at once when the tab or the network comes back,
 * since no poll ran meanwhile. The app's store watches the tab's focus and the network through
 * `setupListeners` (app/start-app.tsx).
 */
export const ENTITY_SUBSCRIPTION = {
  pollingInterval: ENTITY_CACHE_SECONDS * 1000,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnReconnect: true,
} as const;
