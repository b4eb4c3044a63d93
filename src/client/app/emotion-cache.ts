import createCache, { type EmotionCache } from '@emotion/cache';

/** What the build writes where a nonce goes; the server writes each request's nonce over it. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The server sends a CSP with `style-src 'self' 'nonce-…'` and writes the nonce into a meta tag of the
 * page it serves; every style tag emotion inserts must carry it or the browser drops it.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : undefined;
}

export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}
