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
 */
export function framingOrigins(db: Database, changes: ChangeFeed): () => Promise<string[]> {
  const load = async () => {
    const origins = (await listPlatforms(db)).flatMap((platform) => [
      originOf(platform.issuer),
      originOf(platform.authLoginUrl),
      ...platform.frameOrigins.map(originOf),
    ]);
    return [...new Set(origins.filter((origin): origin is string => origin !== null))].sort();
  };
  const cache = new ReadCache<string[]>(changes, { tables: ['lti_platforms'] });
  return () => cache.get(EVERYONE, 'lti-framing-origins', load);
}
