import type { RouteObject } from 'react-router';
import { initialiseSession } from '../features/auth/initialise-session';
import { settledWithin } from '../lib/settled-within';
import { prefetchFirstScreenData } from './first-screen-data';
import type { AppStore } from './store';

/**
 * How long the session check also waits for the first page's data. Usually that data is answered with
 * the user's (early-requests.ts) and the layout and the page are drawn in one go; a slower answer is
 * not waited for, and the page shows its own loading state inside the layout.
 */
const FIRST_PAGE_WAIT_MS = 1000;

/**
 * Section 4's start-up check, begun the moment the stored session has been read rather than once the
 * first route has rendered (AppRoot's own call then joins it): the user's data and the first page's data
 * travel while the page's code is still being evaluated and drawn. The page's data only follows a
 * restored session; a page the guard then refuses costs one unused call, which the cache drops.
 */
export function startStoredSession(store: AppStore, routes: RouteObject[], pathname: string): void {
  const { phase, token } = store.getState().auth;
  const firstPageData =
    phase === 'starting' && token ? prefetchFirstScreenData(store, routes, pathname) : Promise.resolve();
  void store.dispatch(initialiseSession(settledWithin(firstPageData, FIRST_PAGE_WAIT_MS)));
}
