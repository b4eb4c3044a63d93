import {
  LEGACY_ANALYTICS_BATCH_SIZE,
  LEGACY_ANALYTICS_BUFFER_MAX,
  LEGACY_ANALYTICS_FLUSH_INTERVAL_MS,
  type LegacyAnalyticsBody,
} from '../../../shared/contract/legacy-analytics';
import type { ClientLogEvent } from '../../../shared/contract/logs';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { apiBaseUrl } from '../../api/api-base-url';
import type { Credentials } from './client-logger';
import { type LogClock, systemClock } from './log-clock';

export const LEGACY_ANALYTICS_PATH = pathTo(API_ROUTES.legacyAnalytics);

export type LegacySend = (body: LegacyAnalyticsBody, token: string) => Promise<void>;

/** The section 7 call: POST /logging/kusto {events, config}, the token in its header. */
export const fetchLegacySend =
  (url: () => string = () => `${apiBaseUrl()}${LEGACY_ANALYTICS_PATH}`): LegacySend =>
  async (body, token) => {
    await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  };

/** Off unless the build was made with LEGACY_ANALYTICS=1: the specification finds the call inactive. */
export const legacyAnalyticsEnabled = () => ['1', 'true', 'yes'].includes(process.env.LEGACY_ANALYTICS ?? '');

/**
 * Section 9's legacy analytics buffer: the same events as the client log, kept 100 at most (the oldest
 * go first) and sent 25 at a time every 30 s while someone is signed in. A failed send is dropped
 * without a word (section 8): this channel keeps no copies.
 */
export class LegacyAnalytics {
  private buffer: ClientLogEvent[] = [];
  private timer: unknown = null;
  private credentials: () => Credentials | null = () => null;
  private readonly clock: LogClock;

  constructor(private readonly options: { send: LegacySend; appVersion: string; clock?: LogClock }) {
    this.clock = options.clock ?? systemClock;
  }

  connect(credentials: () => Credentials | null): void {
    this.credentials = credentials;
  }

  add(event: ClientLogEvent): void {
    this.buffer.push(event);
    if (this.buffer.length > LEGACY_ANALYTICS_BUFFER_MAX)
      this.buffer.splice(0, this.buffer.length - LEGACY_ANALYTICS_BUFFER_MAX);
    this.timer ??= this.clock.setTimeout(() => this.flush(), LEGACY_ANALYTICS_FLUSH_INTERVAL_MS);
  }

  pending(): readonly ClientLogEvent[] {
    return this.buffer;
  }

  private flush(): void {
    this.timer = null;
    const credentials = this.credentials();
    if (credentials) {
      // Another person's events never leave with this one's token.
      this.buffer = this.buffer.filter(
        (event) => event.userId === null || event.userId === credentials.userId,
      );
      const events = this.buffer.splice(0, LEGACY_ANALYTICS_BATCH_SIZE);
      if (events.length) {
        const config = { app_version: this.options.appVersion, session_id: events[0].sessionId };
        this.options.send({ events, config }, credentials.token).catch(() => {});
      }
    }
    if (this.buffer.length)
      this.timer = this.clock.setTimeout(() => this.flush(), LEGACY_ANALYTICS_FLUSH_INTERVAL_MS);
  }
}
