import type { Role } from '../../shared/rules/account';

export type EntityKind = 'course' | 'week' | 'assignment';

export interface FixedCrumb {
  label: string;
  to?: string;
}

export interface BreadcrumbRoute {
  pattern: string;
  role: Role;
  trail: FixedCrumb[];
  /** Which entity the `:id` of the pattern names, so that a stale lookup for another id is left out. */
  idOf?: EntityKind;
  /** Set on the review-feedback route, which ends with an extra 'Feedback' crumb (section 2). */
  feedbackTail?: boolean;
  /** Review pages do not link the assignment crumb back to the review (section 2). */
  reviewPage?: boolean;
  /** Crumbs after the entities, for screens below an assignment; `:id` in a link is the pattern's id. */
  tail?: FixedCrumb[];
}

const ADMIN: FixedCrumb = { label: 'Admin', to: '/admin/dashboard' };
const COURSES: FixedCrumb = { label: 'Courses', to: '/admin/apps/courses' };
const WEEKS: FixedCrumb = { label: 'Weeks', to: '/admin/apps/weeks' };
const ENROLLMENTS: FixedCrumb = { label: 'Enrollments', to: '/admin/enrollments' };
const DASHBOARD: FixedCrumb = { label: 'Dashboard', to: '/user/dashboard' };
const MY_COURSES: FixedCrumb = { label: 'My Courses', to: '/user/courses' };
const PROFILE: FixedCrumb = { label: 'Profile', to: '/apps/user/profile' };

const admin = (pattern: string, ...trail: FixedCrumb[]): BreadcrumbRoute => ({
  pattern,
  role: 'admin',
  trail,
});
const user = (pattern: string, ...trail: FixedCrumb[]): BreadcrumbRoute => ({
  pattern,
  role: 'regular',
  trail,
});

/**
 * Section 2: every route's fixed trail, area root first and screen name last. /apps/user is the student
 * side by section 6, so an admin there gets the generic trail.
 */
export const BREADCRUMB_ROUTES: BreadcrumbRoute[] = [
  admin('/admin/dashboard', ADMIN, { label: 'Dashboard' }),
  admin('/admin/users', ADMIN, { label: 'All Users' }),
  admin('/admin/pending-users', ADMIN, { label: 'Pending Users' }),
  admin('/admin/courses', ADMIN, { label: 'Courses' }),
  admin('/admin/apps/courses', ADMIN, { label: 'Courses' }),
  admin('/admin/apps/courses/create', ADMIN, COURSES, { label: 'Create Course' }),
  { ...admin('/admin/apps/courses/edit/:id', ADMIN, COURSES, { label: 'Edit Course' }), idOf: 'course' },
  {
    ...admin('/admin/apps/courses/details/:id', ADMIN, COURSES, { label: 'Course Details' }),
    idOf: 'course',
  },
  admin('/admin/apps/weeks', ADMIN, { label: 'Weeks' }),
  { ...admin('/admin/apps/weeks/edit/:id', ADMIN, WEEKS, { label: 'Edit Week' }), idOf: 'week' },
  { ...admin('/admin/apps/weeks/detail/:id', ADMIN, WEEKS, { label: 'Week Detail' }), idOf: 'week' },
  // The grading screens hang below their assignment: its course, week and title come first.
  {
    ...admin('/admin/apps/assignments/:id/submissions', ADMIN, COURSES),
    idOf: 'assignment',
    tail: [{ label: 'Submissions' }],
  },
  {
    ...admin('/admin/apps/assignments/:id/submissions/:submissionId', ADMIN, COURSES),
    idOf: 'assignment',
    tail: [{ label: 'Submissions', to: '/admin/apps/assignments/:id/submissions' }, { label: 'Review' }],
  },
  admin('/admin/enrollments', ADMIN, { label: 'Enrollments' }),
  admin('/admin/enrollments/create', ADMIN, ENROLLMENTS, { label: 'New Enrollment' }),
  admin('/admin/student-analytics', ADMIN, { label: 'Student Analytics' }),
  admin('/admin/logs', ADMIN, { label: 'System Logs' }),
  admin('/admin/excel-export-demo', ADMIN, { label: 'Excel Export Demo' }),
  admin('/admin/feedback-categories', ADMIN, { label: 'Feedback Categories' }),
  admin('/admin/comment-bank', ADMIN, { label: 'Comment Bank' }),
  user('/user/dashboard', { label: 'Dashboard' }),
  user('/user/courses', DASHBOARD, { label: 'My Courses' }),
  { ...user('/user/courses/:id', DASHBOARD, MY_COURSES), idOf: 'course' },
  { ...user('/user/weeks/:id', DASHBOARD, MY_COURSES), idOf: 'week' },
  // Writing an essay is not in the route table; its trail reads like the week it belongs to.
  { ...user('/user/assignments/:id', DASHBOARD, MY_COURSES), idOf: 'assignment' },
  { ...user('/user/feedback/:id', DASHBOARD, { label: 'Assignment Feedback' }), idOf: 'assignment' },
  {
    ...user('/user/review/:id', DASHBOARD, { label: 'Assignment Review' }),
    idOf: 'assignment',
    reviewPage: true,
  },
  {
    ...user('/user/review-feedback/:id', DASHBOARD, { label: 'Assignment Feedback' }),
    idOf: 'assignment',
    reviewPage: true,
    feedbackTail: true,
  },
  user('/apps/user/profile', DASHBOARD, { label: 'Profile' }),
  user('/apps/user/edit-profile', DASHBOARD, PROFILE, { label: 'Edit Profile' }),
];
