import { demoPathFor } from './demo-links';
import { demoRoleOf } from './demo-screens';

describe('demoPathFor', () => {
  it.each([
    ['/user/dashboard', '/demo/dashboard'],
    ['/user/courses', '/demo/courses'],
    ['/user/courses/10', '/demo/courses'],
    ['/user/weeks/100?course_id=10', '/demo/courses'],
    ['/user/review/500', '/demo/assignments'],
    ['/user/assignments/500', '/demo/assignments'],
    ['/user/feedback/501', '/demo/feedback'],
    ['/user/review-feedback/501', '/demo/feedback'],
    ['/admin/dashboard', '/demo/admin/dashboard'],
    ['/admin/student-analytics?course=10', '/demo/admin/students'],
    ['/admin/apps/assignments/500/submissions', '/demo/admin/grading'],
    ['/admin/apps/assignments/500/submissions/9100', '/demo/admin/grading'],
    ['/admin/courses', '/demo/admin/courses'],
    ['/admin/apps/courses', '/demo/admin/courses'],
  ])('keeps %s inside the demo as %s', (href, expected) => {
    expect(demoPathFor(href)).toBe(expected);
  });

  it.each([
    '/admin/users',
    '/admin/apps/courses/details/10',
    '/apps/user/profile',
    '/auth/login',
    '/demo/feedback',
    '//elsewhere.example/user/dashboard',
    'https://elsewhere.example/user/dashboard',
  ])('leaves %s alone', (href) => {
    expect(demoPathFor(href)).toBeNull();
  });
});

describe('demoRoleOf', () => {
  it.each([
    ['/demo', 'student'],
    ['/demo/feedback', 'student'],
    ['/demo/administrators', 'student'],
    ['/demo/admin/grading', 'admin'],
  ])('shows %s as the demo %s', (pathname, role) => {
    expect(demoRoleOf(pathname)).toBe(role);
  });
});
