import { Navigate, type RouteObject } from 'react-router';
import { CrashPage } from '../components/crash-page';
import { NotFoundPage } from '../components/not-found-page';
import { feedbackRouteHandle } from '../features/essay-viewer';
import { AppRoot } from './app-root';
import { VIEWER_SCREENS } from './first-screen-requests';
import { BlankLayout } from './layouts/blank-layout';
import { FullLayout, lazyPage } from './lazy-pages';
import { layoutOf, type Screen } from './screen-handle';
import { SCREENS } from './screens';

/** A row of the screen table as the router's route: its page, or where it sends on to, and its handle. */
function routeOf(screen: Screen): RouteObject {
  const { path, handle } = screen;
  return {
    path,
    element: 'redirectTo' in screen ? <Navigate to={screen.redirectTo} replace /> : pageOf(screen),
    // The feedback viewer's data is asked for before its code arrives (first-screen-data.ts).
    handle: VIEWER_SCREENS.includes(path) ? { ...handle, ...feedbackRouteHandle } : handle,
  };
}

function pageOf({ page, handle }: Extract<Screen, { page: string }>) {
  const Page = lazyPage(handle.chunk, page);
  return <Page />;
}

/** Section 2's route table: every screen of `screens`, each inside the layout of its area. */
function routesOf(screens: Screen[]): RouteObject[] {
  const inLayout = (layout: ReturnType<typeof layoutOf>) =>
    screens.filter(({ handle }) => layoutOf(handle.area) === layout).map(routeOf);
  return [
    {
      element: <AppRoot />,
      errorElement: <CrashPage />,
      children: [
        // The demo area draws its own layout, with its own stores and mock network.
        ...inLayout('own'),
        {
          element: <BlankLayout />,
          children: [...inLayout('blank'), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <FullLayout />, children: inLayout('full') },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = routesOf(SCREENS);
