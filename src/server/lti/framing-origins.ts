import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { EVERYONE, ReadCache } from '../db/read-cache';
import { listPlatforms } from './platform-store';

const originOf = (address: string): string | null => {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origins allowed to frame Margin's pages: each registered platform's issuer and login origin (an
 * LMS serves its course pages from one of them), and the others its registration names (Canvas). Read once and kept until a registration changes.
 * When the database cannot answer, nobody may frame: pages and LTI answers are still served, and the
 * log says so once for each outage, not once for each answer.
 */
export function framingOrigins(
  db: Database,
  changes: ChangeFeed,
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => Promise<string[]> {
  const load = async () => {
    const origins = (await listPlatforms(db)).flatMap((platform) => [
      originOf(platform.issuer),
      originOf(platform.authLoginUrl),
      ...platform.frameOrigins.map(originOf),
    ]);
    return [...new Set(origins.filter((origin): origin is string => origin !== null))].sort();
  };
  const cache = new ReadCache<string[]>(changes, { tables: ['lti_platforms'] });
  let unknown = false;
  return async () => {
    try {
      const origins = await cache.get(EVERYONE, 'lti-framing-origins', load);
      unknown = false;
      return origins;
    } catch (error) {
      if (!unknown) log.warn({ err: error }, 'framing origins unknown; answers are served unframed');
      unknown = true;
      return [];
    }
  };
}
