import { type ReactNode, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';

interface RehydrationGateProps {
  persistor: Persistor;
  /** Shown until the stored state has been read. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Shows `loading` until the stored state has been read, then the app. redux-persist's own PersistGate
 * always draws `loading` first and swaps the app in from componentDidMount: a second, synchronous render
 * of the whole page on every start, even though the app is usually drawn after the state was read
 * (start-app.tsx). Reading the persistor's state while rendering draws the page once.
 */
export function RehydrationGate({ persistor, loading, children }: RehydrationGateProps) {
  const rehydrated = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return rehydrated ? children : loading;
}
