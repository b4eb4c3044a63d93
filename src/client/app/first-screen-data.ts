import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { AppStore, AppThunk } from './store';

/**
 * A route's `handle`: the data its page asks for first, so that the boot can ask for it before the page's
 * code has loaded. The thunk must make the very requests the page makes (the same endpoints and
 * arguments), which is why the feature that owns the page provides it, and settles once they are
 * answered; null when the address names nothing to fetch.
 */
export interface FirstScreenHandle {
  firstData: (params: Params) => AppThunk<Promise<unknown>> | null;
}

const isFirstScreenHandle = (handle: unknown): handle is FirstScreenHandle =>
  typeof handle === 'object' && handle !== null && 'firstData' in handle;

/** Starts the first data of the page at `pathname`, when its route declares any; settles once answered. */
export function prefetchFirstScreenData(
  store: AppStore,
  routes: RouteObject[],
  pathname: string,
): Promise<unknown> {
  const page = matchRoutes(routes, pathname)?.at(-1);
  if (!page || !isFirstScreenHandle(page.route.handle)) return Promise.resolve();
  const thunk = page.route.handle.firstData(page.params);
  return thunk ? store.dispatch(thunk) : Promise.resolve();
}
