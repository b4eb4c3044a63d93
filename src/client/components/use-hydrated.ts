import { useEffect, useState } from 'react';

/**
 * False in the first render, true once React runs the page. The sign-in page is painted from markup
 * made at build time before its script runs; a form submitted then would go out as a plain GET with
 * the password in the address, so its button stays disabled until this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
