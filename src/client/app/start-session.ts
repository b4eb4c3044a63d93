import type { RouteObject } from 'react-router';
import { initialiseSession } from '../features/auth/initialise-session';
import { prefetchFirstScreenData } from './first-screen-data';
import type { AppStore } from './store';

/**
 * Section 4's start-up check, begun the moment the stored session has been read rather than once the
 * first route has rendered (AppRoot's own call then joins it): the user's data and the first page's data
 * travel while the page's code is still being evaluated and drawn. The page's data only follows a
 * restored session; a page the guard then refuses costs one unused call, which the cache drops.
 */
export function startStoredSession(store: AppStore, routes: RouteObject[], pathname: string): void {
  const { phase, token } = store.getState().auth;
  void store.dispatch(initialiseSession());
  if (phase === 'starting' && token) prefetchFirstScreenData(store, routes, pathname);
}
