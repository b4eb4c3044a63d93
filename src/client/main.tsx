import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { preloadFirstScreen } from './app/lazy-pages';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { LoadingSpinner } from './components/loading-spinner';
import { readSession } from './features/auth/stored-session';

preloadFirstScreen(
  window.location.pathname,
  Boolean(readSession(window.localStorage) ?? readSession(window.sessionStorage)),
);

const store = makeStore();
const persistor = persistStore(store);
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} emotionCache={createEmotionCache()}>
      <PersistGate loading={<LoadingSpinner />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </AppProviders>
  </StrictMode>,
);
