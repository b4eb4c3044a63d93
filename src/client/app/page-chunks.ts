/**
 * The code of each area of the app, as a loader that remembers its module once it has arrived. This
 * file imports nothing heavy (no React), so the boot can start the first screen's downloads before the
 * libraries are evaluated, and lazy-pages.ts can render a page whose code is already here at once. The
 * screen table (screens.ts) names each screen's chunk.
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
export const auth = chunk(() => import(/* webpackChunkName: "auth" */ '../features/auth'));
export const profile = chunk(() => import(/* webpackChunkName: "profile" */ '../features/profile'));
export const admin = chunk(() => import(/* webpackChunkName: "admin" */ './admin/admin-pages'));
// Apart from the admin area, so the chart library loads only with the charts.
export const analytics = chunk(() => import(/* webpackChunkName: "analytics" */ '../features/analytics'));
export const user = chunk(() => import(/* webpackChunkName: "user" */ './user/user-pages'));
export const feedback = chunk(() => import(/* webpackChunkName: "feedback" */ './user/feedback-pages'));
export const shell = chunk(() => import(/* webpackChunkName: "shell" */ './layouts/full-layout'));
// The header's menu and its positioning library follow the first paint (layouts/deferred-user-menu.tsx).
export const userMenu = chunk(() => import(/* webpackChunkName: "user-menu" */ './layouts/user-menu'));
// msw and the sample data travel only with the demo area.
export const demo = chunk(() => import(/* webpackChunkName: "demo" */ '../features/demo'));
