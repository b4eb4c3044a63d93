import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/client/app/app-providers';
import { createEmotionCache } from '../../src/client/app/emotion-cache';
import { appRoutes } from '../../src/client/app/routes';
import { makeStore, type PreloadedAppState } from '../../src/client/app/store';

interface RenderOptions {
  preloadedState?: PreloadedAppState;
  /** The address the memory router starts at. */
  route?: string;
}

function renderRoutes(routes: RouteObject[], { preloadedState, route = '/' }: RenderOptions) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} emotionCache={createEmotionCache(undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}

/** Renders one element with a real store and a memory router (design: the official Redux templates). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders the whole application, guard and routes included, at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRoutes(appRoutes, options);
}
