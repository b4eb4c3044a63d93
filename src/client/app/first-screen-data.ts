import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { AppStore, AppThunk } from './store';

/**
 * A route's `handle`: the data its page asks for first, so that the boot can ask for it before the page's
 * code has loaded. The thunk must make the very request the page makes (the same endpoint and
 * arguments), which is why the feature that owns the page provides it; null when the address names
 * nothing to fetch.
 */
export interface FirstScreenHandle {
  firstData: (params: Params) => AppThunk | null;
}

const isFirstScreenHandle = (handle: unknown): handle is FirstScreenHandle =>
  typeof handle === 'object' && handle !== null && 'firstData' in handle;

/** Starts the first data of the page at `pathname`, when its route declares any. */
export function prefetchFirstScreenData(store: AppStore, routes: RouteObject[], pathname: string): void {
  const page = matchRoutes(routes, pathname)?.at(-1);
  if (!page || !isFirstScreenHandle(page.route.handle)) return;
  const thunk = page.route.handle.firstData(page.params);
  if (thunk) store.dispatch(thunk);
}
