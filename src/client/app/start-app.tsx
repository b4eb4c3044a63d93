import type { EmotionCache } from '@emotion/react';
import { type FetchBaseQueryError, setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { LoadingSpinner } from '../components/loading-spinner';
import type { SignedInPayload } from '../features/auth';
import { completeSignIn } from '../features/auth';
import { settledWithin } from '../lib/settled-within';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { RehydrationGate } from './rehydration-gate';
import { appRoutes } from './routes';
import { startStoredSession } from './start-session';
import { makeStore } from './store';

/**
 * The app's store, made before anything is shown: the sign-in page finishes a sign-in in it (section 4:
 * the user's data and enrollments) and hands over only once that worked.
 */
export type PreparedApp = ReturnType<typeof prepareApp>;

export function prepareApp(emotionCache: EmotionCache = createEmotionCache()) {
  const store = makeStore();
  // Section 9's entity entries are fetched again when the tab or the network comes back (cache-policy.ts).
  setupListeners(store.dispatch);
  let markRehydrated = () => {};
  const rehydrated = new Promise<void>((resolve) => {
    markRehydrated = resolve;
  });
  // The session check starts the moment the stored state has been read, before anything is drawn.
  const firstScreenReady = rehydrated.then(() =>
    startStoredSession(store, appRoutes, window.location.pathname),
  );
  const persistor = persistStore(store, null, () => markRehydrated());
  return {
    store,
    /** Settles once the stored session is known and the first page's data answered (start-session.ts). */
    firstScreenReady,
    async finishSignIn(session: SignedInPayload, refusedBefore: FetchBaseQueryError[]) {
      // Signed in before the stored state is read, the session would be written over by nothing.
      await rehydrated;
      return store.dispatch(completeSignIn(session, refusedBefore));
    },
    render(container: HTMLElement) {
      const router = createBrowserRouter(appRoutes);
      createRoot(container).render(
        <StrictMode>
          <AppProviders store={store} emotionCache={emotionCache}>
            <RehydrationGate loading={<LoadingSpinner />} persistor={persistor}>
              <RouterProvider router={router} />
            </RehydrationGate>
          </AppProviders>
        </StrictMode>,
      );
    },
  };
}

/**
 * How long the first render waits for the stored session's check and the first page's data. With both
 * asked for early (start-first-screen.ts) they usually arrive while the code is still being evaluated,
 * and the page is then drawn once, with its layout, rather than first as a spinner and then as a
 * loading page: on a slow phone each extra pass costs a tenth of a second. A slower server gets those
 * loading states after this long.
 */
const FIRST_RENDER_WAIT_MS = 500;

/** Starts the whole app at the current address, restoring any stored session (section 4). */
export function startApp(container: HTMLElement): void {
  const app = prepareApp();
  void settledWithin(app.firstScreenReady, FIRST_RENDER_WAIT_MS).then(() => app.render(container));
}
