import type { Params } from 'react-router';
import type { Role } from '../../shared/rules/account';
import type { Screen, ScreenHandle } from '../app/screen-handle';
import { SCREENS, screenAt } from '../app/screens';

export type EntityKind = 'course' | 'week' | 'assignment';

export interface FixedCrumb {
  label: string;
  to?: string;
}

/** Section 2: a screen's trail, as its row in the screen table (app/screens.ts) gives it. */
export interface ScreenTrail {
  /** The fixed crumbs, area root first; the screen's own name is last unless entities follow. */
  trail: FixedCrumb[];
  /** Which entity the `:id` of the address names, so that a stale lookup for another id is left out. */
  idOf?: EntityKind;
  /** Set on the review-feedback route, which ends with an extra 'Feedback' crumb (section 2). */
  feedbackTail?: boolean;
  /** Review pages do not link the assignment crumb back to the review (section 2). */
  reviewPage?: boolean;
  /** Crumbs after the entities, for screens below an assignment; `:id` in a link is the address's id. */
  tail?: FixedCrumb[];
}

/**
 * A trail with the role it is for: the admin area's trails are an admin's, the others a student's.
 * /apps/user is the student side by section 6, so an admin there gets the generic trail.
 */
export interface BreadcrumbRoute extends ScreenTrail {
  role: Role;
}

/** The trail of the screen at an address, with the id the address gives its entity. */
export interface BreadcrumbMatch {
  route: BreadcrumbRoute;
  id?: string;
}

/** A route's handle and parameters, as the router's `useMatches()` or the table's `screenAt` give them. */
interface MatchedRoute {
  handle: unknown;
  params: Params;
}

/** The trail a matched screen declares, or null for a route without one. */
export function breadcrumbRouteOf({ handle, params }: MatchedRoute): BreadcrumbMatch | null {
  const screen = handle as Partial<ScreenHandle> | undefined;
  if (!screen?.crumbs || !screen.area) return null;
  const role: Role = screen.area === 'admin' ? 'admin' : 'regular';
  return { route: { ...screen.crumbs, role }, id: params.id };
}

/** The trail of the screen at `pathname`, for a trail built outside the router. */
export function breadcrumbRouteAt(pathname: string, screens: Screen[] = SCREENS): BreadcrumbMatch | null {
  const match = screenAt(pathname, screens);
  return match ? breadcrumbRouteOf({ handle: match.route.handle, params: match.params }) : null;
}
