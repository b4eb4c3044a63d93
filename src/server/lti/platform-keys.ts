import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

export interface PlatformKeysOptions {
  /** How soon after a fetch an unknown `kid` may fetch the key set again (a platform rotating its key). */
  refetchAfterMs: number;
  /** A key set is kept this long, then fetched again at the next launch. */
  keepMs?: number;
  timeoutMs?: number;
}

/** Platforms' key sets that one server keeps, at most; each registration has one. */
const MAX_KEY_SETS = 500;

/**
 * Each platform's JWKS, fetched once and kept (jose's remote key set): a token signed with a `kid` the
 * kept set lacks fetches it again, at most once per `refetchAfterMs`, so a platform that rotated its key
 * is followed at once and a stream of invented kids costs the platform one request a period.
 */
export function platformKeySets(options: PlatformKeysOptions): (jwksUrl: string) => JWTVerifyGetKey {
  const sets = new Map<string, JWTVerifyGetKey>();
  return (jwksUrl) => {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), {
        cooldownDuration: options.refetchAfterMs,
        cacheMaxAge: options.keepMs ?? 10 * 60_000,
        timeoutDuration: options.timeoutMs ?? 5_000,
      });
      if (sets.size >= MAX_KEY_SETS) sets.delete(sets.keys().next().value as string);
      sets.set(jwksUrl, set);
    }
    return set;
  };
}
