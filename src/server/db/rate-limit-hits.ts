import { lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimitHits } from './schema';

/**
 * Counts one request against `key` in one upsert: it starts a new window of `timeWindowMs` when the old
 * one has ended, otherwise adds one. Answers the count so far and the window's milliseconds left.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const windowEnd = sql`now() + ${`${timeWindowMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEndsAt: sql`${windowEnd}` })
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
    });
  return { current: row.count, ttl: Number(row.ttl) };
}

/** Drops the counters whose window ended long ago. */
export async function dropEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 hour'`));
}
