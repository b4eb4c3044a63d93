import { FEEDBACK_PAGE, routeAreaOf } from '../lib/route-areas';

/**
 * The code of each area of the app, as a loader that remembers its module once it has arrived. This
 * file imports nothing heavy (no React), so the boot can start the first screen's downloads before the
 * libraries are evaluated, and lazy-pages.ts can render a page whose code is already here at once.
 */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, once it has arrived; undefined until then. */
  readonly loaded: M | undefined;
}

function chunk<M>(load: () => Promise<M>): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  const loader = (() => {
    pending ??= load().then(
      (module) => {
        loader.loaded = module;
        return module;
      },
      (error: unknown) => {
        // The next render asks again, and webpack downloads a chunk that failed once more.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }) as ChunkLoader<M> & { loaded: M | undefined };
  loader.loaded = undefined;
  return loader;
}

// Each area is its own chunk (webpackChunkName), so the sign-in page loads none of the others.
export const auth = chunk(() => import(/* webpackChunkName: "auth" */ '../features/auth/auth-pages'));
export const profile = chunk(
  () => import(/* webpackChunkName: "profile" */ '../features/profile/profile-pages'),
);
export const admin = chunk(() => import(/* webpackChunkName: "admin" */ './admin/admin-pages'));
// Apart from the admin area, so the chart library loads only with the charts.
export const analytics = chunk(
  () => import(/* webpackChunkName: "analytics" */ '../features/analytics/analytics-pages'),
);
export const user = chunk(() => import(/* webpackChunkName: "user" */ './user/user-pages'));
export const feedback = chunk(() => import(/* webpackChunkName: "feedback" */ './user/feedback-routes'));
export const shell = chunk(() => import(/* webpackChunkName: "shell" */ './layouts/full-layout'));
// The header's menu and its positioning library follow the first paint (layouts/deferred-user-menu.tsx).
export const userMenu = chunk(() => import(/* webpackChunkName: "user-menu" */ './layouts/user-menu'));
// msw and the sample data travel only with the demo area.
export const demo = chunk(() => import(/* webpackChunkName: "demo" */ '../features/demo/demo-pages'));

/** The chunks a signed-in person's first screen at `pathname` needs, beside the shell. */
function signedInChunksFor(pathname: string): Array<ChunkLoader<unknown>> {
  switch (routeAreaOf(pathname)) {
    case 'admin':
      return [shell, pathname === '/admin/student-analytics' ? analytics : admin];
    case 'student':
      return [shell, FEEDBACK_PAGE.test(pathname) ? feedback : user];
    case 'account':
      return [shell, profile];
    default:
      return [];
  }
}

/**
 * Starts fetching the code of the first screen. Left to React.lazy, the request would wait until the
 * libraries are evaluated, the stored session is read and the guard has decided: on a slow phone
 * about a second, all of it spent with the network idle. Without a stored session the guard shows
 * the sign-in area for every address but the demo's; with one, it sends the sign-in addresses away, so
 * only the signed-in page is fetched. A failed fetch is left to the page's own loading, which tries
 * again and shows the crash page if it must.
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): void {
  const chunks =
    routeAreaOf(pathname) === 'demo' ? [demo] : hasStoredSession ? signedInChunksFor(pathname) : [auth];
  for (const load of chunks) load().catch(() => undefined);
}
