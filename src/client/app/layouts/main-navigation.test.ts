import { mainNavigationFor } from './main-navigation';

const labels = (state: Parameters<typeof mainNavigationFor>[0], home: string) =>
  mainNavigationFor(state, home).map((entry) => `${entry.label} ${entry.to}`);

describe('the main navigation', () => {
  it('gives an admin every tool of the admin area', () => {
    expect(labels('admin', '/admin/dashboard')).toEqual([
      'Dashboard /admin/dashboard',
      'Courses /admin/apps/courses',
      'Users /admin/users',
      'Pending Users /admin/pending-users',
      'LMS /admin/lti',
      'Enrollments /admin/enrollments',
      'Analytics /admin/student-analytics',
      'Logs /admin/logs',
      'Exports /admin/excel-export-demo',
      'Categories /admin/feedback-categories',
      'Comment bank /admin/comment-bank',
      'Profile /apps/user/profile',
    ]);
  });

  it('counts the accounts waiting for approval beside their link', () => {
    const entries = mainNavigationFor('admin', '/admin/dashboard', { pendingUsers: 3 });
    expect(entries.find((entry) => entry.to === '/admin/pending-users')?.label).toBe('Pending Users (3)');
    const none = mainNavigationFor('admin', '/admin/dashboard', { pendingUsers: 0 });
    expect(none.find((entry) => entry.to === '/admin/pending-users')?.label).toBe('Pending Users');
  });

  it('leaves an instructor who is not the site administrator without the approvals and the logs', () => {
    const links = mainNavigationFor('admin', '/admin/dashboard', { siteAdmin: false }).map(
      (entry) => entry.to,
    );
    expect(links).not.toContain('/admin/pending-users');
    expect(links).not.toContain('/admin/logs');
    expect(links).not.toContain('/admin/lti');
    expect(links).toContain('/admin/apps/courses');
  });

  it('gives an enrolled student their courses, and anyone else only the dashboard and profile', () => {
    expect(labels('student_enrolled', '/user/dashboard')).toEqual([
      'Dashboard /user/dashboard',
      'My Courses /user/courses',
      'Profile /apps/user/profile',
    ]);
    expect(labels('authenticated_unenrolled', '/user/dashboard')).toEqual([
      'Dashboard /user/dashboard',
      'Profile /apps/user/profile',
    ]);
  });
});
