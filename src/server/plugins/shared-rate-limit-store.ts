import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/**
 * A rate-limit store in the database, so that several API servers behind one load balancer count
 * together (design: scaling out). One upsert per counted request: it starts a new window when the
 * old one has ended, otherwise adds one.
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
      const windowEnd = sql`now() + ${`${timeWindow} milliseconds`}::interval`;
      db.insert(rateLimitHits)
        .values({ key: this.prefix + key, count: 1, windowEndsAt: sql`${windowEnd}` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.windowEndsAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= now() then ${windowEnd} else ${rateLimitHits.windowEndsAt} end`,
          },
        })
        .returning({
          count: rateLimitHits.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowEndsAt} - now())) * 1000))::int`,
        })
        .then(([row]) => {
          callback(null, { current: row.count, ttl: Number(row.ttl) });
          // Now and then, drop counters whose window ended long ago.
          if (Math.random() < 0.01)
            return db
              .delete(rateLimitHits)
              .where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`));
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
