import type { UserState } from '../../lib/user-state';

export interface NavigationEntry {
  label: string;
  to: string;
}

/** What waits for the admin, counted beside its link, and whether they run the whole site. */
export interface NavigationCounts {
  pendingUsers?: number;
  /** False for an instructor who is not the site administrator: people's approval and the logs are not theirs. */
  siteAdmin?: boolean;
}

/** A link's words with what waits behind it: "Pending Users (3)". */
const counted = (label: string, count = 0) => (count > 0 ? `${label} (${count})` : label);

/** Section 2's areas, as each role reaches them from every page; the admin's tools are all one click away. */
export function mainNavigationFor(
  state: UserState,
  home: string,
  counts: NavigationCounts = {},
): NavigationEntry[] {
  if (state === 'admin') {
    const site = counts.siteAdmin !== false;
    return [
      { label: 'Dashboard', to: home },
      { label: 'Courses', to: '/admin/apps/courses' },
      { label: 'Users', to: '/admin/users' },
      ...(site ? [{ label: counted('Pending Users', counts.pendingUsers), to: '/admin/pending-users' }] : []),
      { label: 'Enrollments', to: '/admin/enrollments' },
      { label: 'Analytics', to: '/admin/student-analytics' },
      ...(site ? [{ label: 'Logs', to: '/admin/logs' }] : []),
      { label: 'Exports', to: '/admin/excel-export-demo' },
      { label: 'Categories', to: '/admin/feedback-categories' },
      { label: 'Comment bank', to: '/admin/comment-bank' },
      { label: 'Profile', to: '/apps/user/profile' },
    ];
  }
  if (state === 'student_enrolled') {
    return [
      { label: 'Dashboard', to: home },
      { label: 'My Courses', to: '/user/courses' },
      { label: 'Profile', to: '/apps/user/profile' },
    ];
  }
  return [
    { label: 'Dashboard', to: home },
    { label: 'Profile', to: '/apps/user/profile' },
  ];
}
