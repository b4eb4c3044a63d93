import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { PlatformRow } from '../platform-store';
import { signAsTool } from '../tool-keys';
import { callService, jsonOf, ServiceCallError } from './service-call';

/** LTI Advantage scopes Margin asks for, one service each. */
export const SCOPES = {
  roster: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

/** The client assertion lives this long: it is posted the moment it is signed. */
const ASSERTION_LIFETIME_SECONDS = 60;
/** A token is dropped this long before the platform said it expires, so no call carries a stale one. */
const EXPIRY_MARGIN_SECONDS = 60;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/** Tokens by platform (its token address and Margin's client id there) and scope, for this process. */
const tokens = new Map<string, CachedToken>();

/**
 * The signed JWT that proves Margin is the tool the platform registered (1EdTech Security Framework
 * §4.1.1): issued by and about the client id, for the token endpoint, used once.
 */
export function clientAssertion(db: Database, platform: PlatformRow): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAsTool(db, {
    iss: platform.clientId,
    sub: platform.clientId,
    aud: platform.authTokenUrl,
    iat: now,
    exp: now + ASSERTION_LIFETIME_SECONDS,
    jti: randomUUID(),
  });
}

/**
 * An access token for one service of a platform (OAuth 2 client credentials with a JWT assertion), kept
 * until shortly before it expires. The token itself never reaches a log line or an error message.
 */
export async function serviceToken(
  db: Database,
  platform: PlatformRow,
  scope: string,
  signal?: AbortSignal,
): Promise<string> {
  const cacheKey = `${platform.authTokenUrl}\n${platform.clientId}\n${scope}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now()) return cached.accessToken;
  const answer = await callService(platform.authTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await clientAssertion(db, platform),
      scope,
    }).toString(),
    signal,
  });
  const granted = jsonOf<{ access_token?: unknown; expires_in?: unknown }>(answer);
  if (typeof granted.access_token !== 'string' || !granted.access_token)
    throw new ServiceCallError('the token endpoint granted no access token', answer.status);
  const lifetime = typeof granted.expires_in === 'number' ? granted.expires_in : 3600;
  tokens.set(cacheKey, {
    accessToken: granted.access_token,
    expiresAt: Date.now() + Math.max(0, lifetime - EXPIRY_MARGIN_SECONDS) * 1000,
  });
  return granted.access_token;
}

/** Forgets a token the platform refused (401), so the next attempt asks for a new one. */
export function forgetServiceToken(platform: PlatformRow, scope: string): void {
  tokens.delete(`${platform.authTokenUrl}\n${platform.clientId}\n${scope}`);
}

/**
 * A call to a platform service with the token for its scope; when the platform refuses that token
 * (401: revoked, or expired before its time), once more with a new one.
 */
export async function withServiceToken<T>(
  db: Database,
  platform: PlatformRow,
  scope: string,
  call: (token: string) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await call(await serviceToken(db, platform, scope, signal));
  } catch (error) {
    if (!(error instanceof ServiceCallError) || error.status !== 401) throw error;
    forgetServiceToken(platform, scope);
    return call(await serviceToken(db, platform, scope, signal));
  }
}
