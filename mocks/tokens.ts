import type { AccessTokenPayload } from '../src/shared/contract';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A real-shaped but unsigned JWT: the SPA only decodes its payload (jwt-decode), and the mock server
 * trusts it, so no key is needed anywhere in the browser or the tests.
 */
export function makeAccessToken(payload: AccessTokenPayload): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(payload))}.unsigned`;
}

let counter = 0;

/** Opaque tokens as the server makes them: long enough for the contract (16 to 256 characters). */
export function makeOpaqueToken(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter.toString().padStart(6, '0')}-${Math.random().toString(36).slice(2, 12)}`;
}
