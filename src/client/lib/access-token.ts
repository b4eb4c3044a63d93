import { jwtDecode } from 'jwt-decode';
import type { AccessTokenPayload } from '../../shared/contract';

/** Section 9: a token this close to its expiry counts as expired and is refreshed first. */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;

export function decodeAccessToken(token: string): AccessTokenPayload | null {
  try {
    const payload = jwtDecode<Partial<AccessTokenPayload>>(token);
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number') return null;
    return {
      id: payload.id,
      role: String(payload.role ?? ''),
      sid: String(payload.sid ?? ''),
      exp: payload.exp,
    };
  } catch {
    return null;
  }
}

/** True when the token cannot be read or has less than five minutes left (section 4, Session). */
export function needsRefresh(token: string, now: number = Date.now()): boolean {
  const payload = decodeAccessToken(token);
  if (!payload) return true;
  return payload.exp * 1000 - now < REFRESH_THRESHOLD_MS;
}
