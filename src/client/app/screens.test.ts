import { breadcrumbRouteAt } from '../lib/breadcrumb-routes';
import { buildBreadcrumbs } from '../lib/breadcrumbs';
import { paths } from '../lib/paths';
import { routeAreaOf } from '../lib/route-areas';
import { mainNavigationFor } from './layouts/main-navigation';
import { admin } from './page-chunks';
import { layoutOf, type Screen } from './screen-handle';
import { SCREENS, screenAt } from './screens';

const AREAS = ['demo', 'auth', 'admin', 'student', 'account', 'public'];

describe('the screen table', () => {
  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s names its area, the one the guard reads from the address',
    (path, { handle }) => {
      expect(AREAS).toContain(handle.area);
      expect(handle.area).toBe(routeAreaOf(path));
    },
  );

  it.each(
    SCREENS.filter(({ handle }) => layoutOf(handle.area) === 'full').map((screen) => [screen.path, screen]),
  )('%s, a screen with the breadcrumbs above it, names its trail and its page', (_path, screen) => {
    expect(screen.handle.crumbs?.trail.length).toBeGreaterThan(0);
    expect('page' in screen && screen.handle.chunk).toBeTruthy();
  });

  it.each(Object.entries(paths))('has the screen at the address %s', (_name, address) => {
    const example = address.pattern.replace(/:\w+/g, '7');
    const screen = screenAt(example)?.route.path;
    expect(screen === address.pattern || screen === `${address.pattern}/*`).toBe(true);
  });
});

describe('a row added to the screen table', () => {
  const readingReports: Screen = {
    path: '/admin/reading-reports',
    page: 'AdminDashboardPage',
    handle: {
      area: 'admin',
      chunk: admin,
      crumbs: { trail: [{ label: 'Admin', to: paths.adminDashboard() }, { label: 'Reports' }] },
      nav: { label: 'Reports', order: 55, seenBy: 'admin' },
    },
  };
  const table = [...SCREENS, readingReports];

  const trailAt = (pathname: string, screens: Screen[]) =>
    buildBreadcrumbs({
      pathname,
      search: '',
      role: 'admin',
      debug: false,
      lookups: {},
      screen: breadcrumbRouteAt(pathname, screens),
    }).map((crumb) => crumb.label);

  it('shows its link in the main navigation, where its order puts it', () => {
    const links = (screens: Screen[]) =>
      mainNavigationFor('admin', paths.adminDashboard(), {}, screens).map(
        (entry) => `${entry.label} ${entry.to}`,
      );
    expect(links(SCREENS)).not.toContain('Reports /admin/reading-reports');
    const withReports = links(table);
    expect(withReports.slice(withReports.indexOf('Analytics /admin/student-analytics'))).toEqual([
      'Analytics /admin/student-analytics',
      'Reports /admin/reading-reports',
      'Logs /admin/logs',
      'Exports /admin/excel-export-demo',
      'Categories /admin/feedback-categories',
      'Comment bank /admin/comment-bank',
      'Profile /apps/user/profile',
    ]);
  });

  it('gives its address the trail it declares, where the table without it has only the generic one', () => {
    expect(trailAt('/admin/reading-reports', SCREENS)).toEqual(['Admin', 'Reading Reports']);
    expect(trailAt('/admin/reading-reports', table)).toEqual(['Admin', 'Reports']);
  });
});
