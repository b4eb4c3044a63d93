import { Suspense, useEffect } from 'react';
import { LoadingSpinner } from '../components/loading-spinner';
import { initialiseSession } from '../features/auth';
import { RouteGuard } from './guard/route-guard';
import { useAppDispatch } from './hooks';

/**
 * The root of every route: restores the session once (section 4), then lets the guard decide. The app's
 * boot has usually started the restore already (start-session.ts); this call then waits for it.
 */
export function AppRoot() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(initialiseSession());
  }, [dispatch]);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <RouteGuard />
    </Suspense>
  );
}
