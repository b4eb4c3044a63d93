import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { countRateLimitHit, dropEndedRateLimitWindows } from '../db/rate-limit-hits';

/**
 * A rate-limit store in the database, so that several API servers behind one load balancer count
 * together (design: scaling out): one upsert per counted request (db/rate-limit-hits).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRateLimitHit(db, this.prefix + key, timeWindow)
        .then((counted) => {
          callback(null, counted);
          // Now and then, drop counters whose window ended long ago.
          if (Math.random() < 0.01) return dropEndedRateLimitWindows(db);
        })
        .catch((error: Error) => callback(error));
    }

    // Each route counts apart, as with the in-memory store. The plugin passes the route as `routeInfo`
    // beside the limit's settings, whatever its published types say.
    child(options: object) {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      return new DatabaseStore(undefined, `${routeInfo?.method ?? ''} ${routeInfo?.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
