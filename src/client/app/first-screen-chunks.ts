import { auth, type ChunkLoader, shell } from './page-chunks';
import { layoutOf } from './screen-handle';
import { screenAt } from './screens';

/**
 * The code the first screen at `pathname` needs, by the screen table. Without a stored session the guard
 * shows the sign-in area for every address but the demo's; with one, it sends the sign-in addresses
 * away, so only a signed-in screen's code is fetched, with the shell it is drawn in.
 */
export function firstScreenChunks(pathname: string, hasStoredSession: boolean): Array<ChunkLoader<unknown>> {
  const screen = screenAt(pathname)?.route.handle;
  if (screen?.area === 'demo' && screen.chunk) return [screen.chunk];
  if (!hasStoredSession) return [auth];
  if (!screen?.chunk || layoutOf(screen.area) !== 'full') return [];
  return [shell, screen.chunk];
}

/**
 * Starts fetching the code of the first screen. Left to React.lazy, the request would wait until the
 * libraries are evaluated, the stored session is read and the guard has decided: on a slow phone
 * about a second, all of it spent with the network idle. A failed fetch is left to the page's own
 * loading, which tries again and shows the crash page if it must.
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): void {
  for (const load of firstScreenChunks(pathname, hasStoredSession)) load().catch(() => undefined);
}
