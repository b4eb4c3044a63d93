import type { FixedCrumb, ScreenTrail } from '../lib/breadcrumb-routes';
import type { RouteArea } from '../lib/route-areas';
import type { CourseRouteHandle } from './guard/course-route-handle';
import type { NavigationLink } from './layouts/main-navigation';
import type { ChunkLoader } from './page-chunks';

/**
 * A screen's route `handle`: what the app knows of it besides its page. The breadcrumbs, the main
 * navigation, the guard and the first screen's downloads all read it from here.
 */
export interface ScreenHandle extends Partial<CourseRouteHandle> {
  /** Who may open it (section 6); the same as routeAreaOf of its address. */
  area: RouteArea;
  /** The code of its page, fetched early when it is the first screen (first-screen-chunks.ts). */
  chunk?: ChunkLoader<unknown>;
  /** Its breadcrumb trail (section 2): every screen of the signed-in layout has one. */
  crumbs?: ScreenTrail;
  /** Its link in the main navigation, if it has one. */
  nav?: NavigationLink;
}

/**
 * A row of the screen table: an address pattern and either the page there, a named export of its chunk,
 * or the address it sends on to. routes.tsx makes the router's routes of these rows.
 */
export type Screen = PageScreen | RedirectScreen;

interface PageScreen {
  path: string;
  page: string;
  handle: ScreenHandle & { chunk: ChunkLoader<unknown> };
}

/** An older address of a screen, sent on to its own. */
interface RedirectScreen {
  path: string;
  redirectTo: string;
  handle: ScreenHandle;
}

type Pattern = { readonly pattern: string };

/** What a row says of its screen besides its page: the trail after its area's root crumb, and its link. */
export interface ScreenSpec extends Omit<ScreenTrail, 'trail'>, Partial<CourseRouteHandle> {
  /** A crumb given as words leads nowhere, like the screen's own name. */
  crumbs?: Array<FixedCrumb | string>;
  nav?: NavigationLink;
}

/**
 * The rows of an area's screens whose pages are exports of `chunk` (the type checks the names). Each
 * names the area; in a signed-in area, whose root crumb is given, its trail starts there.
 */
export function pagesOf<M>(area: RouteArea, chunk: ChunkLoader<M>, root?: FixedCrumb) {
  return (address: Pattern, page: keyof M & string, spec: ScreenSpec = {}): Screen => {
    const { crumbs = [], nav, courseIdParam, ...trailOptions } = spec;
    const trail = crumbs.map((crumb) => (typeof crumb === 'string' ? { label: crumb } : crumb));
    return {
      path: address.pattern,
      page,
      handle: {
        area,
        chunk,
        ...(root && { crumbs: { trail: [root, ...trail], ...trailOptions } }),
        ...(nav && { nav }),
        ...(courseIdParam && { courseIdParam }),
      },
    };
  };
}

export const redirect = (address: Pattern, to: string, area: RouteArea): Screen => ({
  path: address.pattern,
  redirectTo: to,
  handle: { area },
});

/**
 * Section 2: signed-in screens share the full layout (header, navigation, breadcrumbs), whose code is
 * the shell chunk; the sign-in area and the public pages share the blank frame; the demo draws its own.
 */
export function layoutOf(area: RouteArea): 'full' | 'blank' | 'own' {
  if (area === 'admin' || area === 'student' || area === 'account') return 'full';
  return area === 'demo' ? 'own' : 'blank';
}
