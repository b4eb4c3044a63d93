/**
 * The API base comes from the build (design: the contract), '/api' by default. It is made absolute
 * against the page so that the same code runs in a browser and under a Node fetch in tests.
 */
export function apiBaseUrl(): string {
  const base = process.env.API_BASE || '/api';
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '');
  // The sign-in page's markup is rendered in Node at build time, where no call is ever made.
  if (typeof window === 'undefined') return base.replace(/\/$/, '');
  return `${window.location.origin}${base.replace(/\/$/, '')}`;
}
