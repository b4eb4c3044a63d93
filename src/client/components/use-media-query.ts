import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than the theme's `md` breakpoint (48rem): a phone held upright. */
export const PHONE_SCREEN = '(max-width: 47.99rem)';

/**
 * Whether the screen matches `query`, following it as the window changes. Known in the first render,
 * so nothing is drawn for the wrong screen first; false where there is no screen to ask.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
