import type { RouteObject } from 'react-router';
import { initialiseSession } from '../features/auth';
import { prefetchFirstScreenData } from './first-screen-data';
import type { AppStore } from './store';

/** Settles once the stored session is known (section 4): restored, ended, or left as it was. */
function sessionKnown(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (store.getState().auth.phase === 'starting') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * Section 4's start-up check, begun the moment the stored session has been read rather than once the
 * first route has rendered (AppRoot's own call then joins it): the user's data and the first page's data
 * travel while the page's code is still being evaluated. The page's data only follows a restored
 * session; a page the guard then refuses costs one unused call, which the cache drops. Settles once
 * the session is known and the page's data answered, when the first screen can be drawn in one pass.
 */
export function startStoredSession(store: AppStore, routes: RouteObject[], pathname: string): Promise<void> {
  const { phase, token } = store.getState().auth;
  const firstPageData =
    phase === 'starting' && token ? prefetchFirstScreenData(store, routes, pathname) : Promise.resolve();
  void store.dispatch(initialiseSession());
  return Promise.allSettled([sessionKnown(store), firstPageData]).then(() => undefined);
}
