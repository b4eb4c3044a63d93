import type { Role } from '../../shared/rules/account';
import { type BreadcrumbLookups, type Crumb, entityCrumbs } from './breadcrumb-entities';
import { type BreadcrumbMatch, breadcrumbRouteAt } from './breadcrumb-routes';
import { paths } from './paths';

export type { BreadcrumbLookups, Crumb } from './breadcrumb-entities';

export interface BreadcrumbRequest {
  pathname: string;
  search: string;
  role: Role | null;
  debug: boolean;
  lookups: BreadcrumbLookups;
  /** The screen's trail as the router matched it; looked up by the pathname when left out. */
  screen?: BreadcrumbMatch | null;
}

const capitalise = (name: string) =>
  name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** Section 2: with no usable route, 'Admin' or 'Dashboard' then the route's own name from the path. */
export function genericTrail(pathname: string): Crumb[] {
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const root = isAdmin
    ? { label: 'Admin', to: paths.adminDashboard() }
    : { label: 'Dashboard', to: paths.studentDashboard() };
  // Ids are not names: /user/weeks/5 is named by 'weeks'.
  const name = pathname
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .pop();
  const label = name ? capitalise(name) : '';
  return label && label !== root.label ? [root, { label }] : [root];
}

// Section 2: the last crumb is where the reader is, so it is disabled and leads nowhere.
function closeTrail(crumbs: Crumb[]): Crumb[] {
  return crumbs.map((crumb, i) => (i === crumbs.length - 1 ? { label: crumb.label, disabled: true } : crumb));
}

function routeTrail(request: BreadcrumbRequest): Crumb[] {
  const match = request.screen === undefined ? breadcrumbRouteAt(request.pathname) : request.screen;
  if (!match || match.route.role !== request.role) return genericTrail(request.pathname);
  const { route, id } = match;
  const queryCourseId = new URLSearchParams(request.search).get('course_id');
  const entities = entityCrumbs(request.lookups, {
    role: route.role,
    idOf: route.idOf,
    reviewPage: route.reviewPage,
    id,
    queryCourseId,
  });
  const tail: Crumb[] = (route.tail ?? []).map((crumb) =>
    crumb.to && id ? { ...crumb, to: crumb.to.replace(':id', encodeURIComponent(id)) } : crumb,
  );
  if (route.feedbackTail) tail.push({ label: 'Feedback', disabled: true });
  return [...route.trail, ...entities, ...tail];
}

/** Section 2 ("Breadcrumbs"); a failure never breaks the page, and only debug mode says it happened. */
export function buildBreadcrumbs(request: BreadcrumbRequest): Crumb[] {
  try {
    return closeTrail(routeTrail(request));
  } catch {
    const trail = genericTrail(request.pathname);
    return closeTrail(request.debug ? [...trail, { label: 'Breadcrumb Error' }] : trail);
  }
}

/**
 * The trail a phone has room for: the parent and the current page, after an ellipsis that stands for
 * the crumbs before them.
 */
export function collapseTrail(crumbs: Crumb[]): { earlier: Crumb[]; shown: Crumb[] } {
  const firstShown = Math.max(0, crumbs.length - 2);
  return { earlier: crumbs.slice(0, firstShown), shown: crumbs.slice(firstShown) };
}
