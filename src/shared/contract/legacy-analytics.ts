import { route } from './route-spec';

export type * from './schemas/legacy-analytics';

/** Section 9: the legacy analytics buffer holds 100 events and sends 25 at a time every 30 s. */
export const LEGACY_ANALYTICS_BUFFER_MAX = 100;
export const LEGACY_ANALYTICS_BATCH_SIZE = 25;
export const LEGACY_ANALYTICS_FLUSH_INTERVAL_MS = 30_000;

/** Section 7's legacy analytics channel. */
export const LEGACY_ANALYTICS_ROUTES = {
  legacyAnalytics: route('POST', '/logging/kusto'),
} as const;
