import type { UserState } from '../../lib/user-state';

export interface NavigationEntry {
  label: string;
  to: string;
}

/** Section 2's areas, as each role reaches them from every page; the admin's tools are all one click away. */
export function mainNavigationFor(state: UserState, home: string): NavigationEntry[] {
  if (state === 'admin') {
    return [
      { label: 'Dashboard', to: home },
      { label: 'Courses', to: '/admin/apps/courses' },
      { label: 'Users', to: '/admin/users' },
      { label: 'Enrollments', to: '/admin/enrollments' },
      { label: 'Analytics', to: '/admin/student-analytics' },
      { label: 'Logs', to: '/admin/logs' },
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
