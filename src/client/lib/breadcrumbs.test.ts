import type { Role } from '../../shared/rules/account';
import { entityCrumbs } from './breadcrumb-entities';
import { type BreadcrumbLookups, buildBreadcrumbs, type Crumb } from './breadcrumbs';

const course = { id: 3, title: 'Essay Writing' };
const week = { id: 7, week_number: 2, title: 'Thesis', course_id: 3 };
const untitledWeek = { id: 8, week_number: 4, title: null, course_id: 3 };
const assignment = { id: 11, title: 'Argument essay', week_id: 7 };

const trail = (
  pathname: string,
  role: Role | null,
  lookups: BreadcrumbLookups = {},
  search = '',
  debug = false,
) => buildBreadcrumbs({ pathname, search, role, debug, lookups });
const labels = (crumbs: Crumb[]) => crumbs.map((crumb) => crumb.label).join(' > ');

describe('fixed trails of every route (section 2)', () => {
  it.each<[string, Role, BreadcrumbLookups, string]>([
    ['/admin/dashboard', 'admin', {}, 'Admin > Dashboard'],
    ['/admin/users', 'admin', {}, 'Admin > All Users'],
    ['/admin/pending-users', 'admin', {}, 'Admin > Pending Users'],
    ['/admin/courses', 'admin', {}, 'Admin > Courses'],
    ['/admin/apps/courses', 'admin', {}, 'Admin > Courses'],
    ['/admin/apps/courses/create', 'admin', {}, 'Admin > Courses > Create Course'],
    ['/admin/apps/courses/edit/3', 'admin', { course }, 'Admin > Courses > Edit Course > Essay Writing'],
    [
      '/admin/apps/courses/details/3',
      'admin',
      { course },
      'Admin > Courses > Course Details > Essay Writing',
    ],
    ['/admin/apps/weeks', 'admin', {}, 'Admin > Weeks'],
    [
      '/admin/apps/weeks/edit/7',
      'admin',
      { course, week },
      'Admin > Weeks > Edit Week > Essay Writing > Thesis (Week 2)',
    ],
    ['/admin/apps/weeks/detail/8', 'admin', { week: untitledWeek }, 'Admin > Weeks > Week Detail > Week 4'],
    [
      '/admin/apps/assignments/11/submissions',
      'admin',
      { course, week, assignment },
      'Admin > Courses > Essay Writing > Thesis (Week 2) > Argument essay > Submissions',
    ],
    [
      '/admin/apps/assignments/11/submissions/40',
      'admin',
      { course, week, assignment },
      'Admin > Courses > Essay Writing > Thesis (Week 2) > Argument essay > Submissions > Review',
    ],
    ['/admin/apps/assignments/11/submissions/40', 'admin', {}, 'Admin > Courses > Submissions > Review'],
    ['/admin/enrollments', 'admin', {}, 'Admin > Enrollments'],
    ['/admin/enrollments/create', 'admin', {}, 'Admin > Enrollments > New Enrollment'],
    ['/admin/student-analytics', 'admin', {}, 'Admin > Student Analytics'],
    ['/admin/logs', 'admin', {}, 'Admin > System Logs'],
    ['/admin/excel-export-demo', 'admin', {}, 'Admin > Excel Export Demo'],
    ['/admin/feedback-categories', 'admin', {}, 'Admin > Feedback Categories'],
    ['/user/dashboard', 'regular', {}, 'Dashboard'],
    ['/user/courses', 'regular', {}, 'Dashboard > My Courses'],
    ['/user/courses/3', 'regular', { course }, 'Dashboard > My Courses > Essay Writing'],
    [
      '/user/weeks/7',
      'regular',
      { course, week },
      'Dashboard > My Courses > Essay Writing > Thesis (Week 2)',
    ],
    [
      '/user/feedback/11',
      'regular',
      { course, week, assignment },
      'Dashboard > Assignment Feedback > Essay Writing > Thesis (Week 2) > Argument essay',
    ],
    ['/user/review/11', 'regular', { assignment }, 'Dashboard > Assignment Review > Argument essay'],
    [
      '/user/review-feedback/11',
      'regular',
      { assignment },
      'Dashboard > Assignment Feedback > Argument essay > Feedback',
    ],
    ['/apps/user/profile', 'regular', {}, 'Dashboard > Profile'],
    ['/apps/user/edit-profile', 'regular', {}, 'Dashboard > Profile > Edit Profile'],
    ['/admin/apps/courses/', 'admin', {}, 'Admin > Courses'],
  ])('%s', (pathname, role, lookups, expected) => {
    expect(labels(trail(pathname, role, lookups))).toBe(expected);
  });
});

describe('links and the last crumb (section 2)', () => {
  it.each<[string, string, Role, BreadcrumbLookups, string, Crumb[]]>([
    [
      'the last crumb is disabled and not a link',
      '/admin/apps/courses/create',
      'admin',
      {},
      '',
      [
        { label: 'Admin', to: '/admin/dashboard' },
        { label: 'Courses', to: '/admin/apps/courses' },
        { label: 'Create Course', disabled: true },
      ],
    ],
    [
      'admin course and week crumbs link to the detail pages',
      '/admin/apps/weeks/edit/7',
      'admin',
      { course, week },
      '',
      [
        { label: 'Admin', to: '/admin/dashboard' },
        { label: 'Weeks', to: '/admin/apps/weeks' },
        { label: 'Edit Week', to: undefined },
        { label: 'Essay Writing', to: '/admin/apps/courses/details/3' },
        { label: 'Thesis (Week 2)', disabled: true },
      ],
    ],
    [
      'grading: the Submissions crumb leads back to the assignment’s list',
      '/admin/apps/assignments/11/submissions/40',
      'admin',
      { course, week, assignment },
      '',
      [
        { label: 'Admin', to: '/admin/dashboard' },
        { label: 'Courses', to: '/admin/apps/courses' },
        { label: 'Essay Writing', to: '/admin/apps/courses/details/3' },
        { label: 'Thesis (Week 2)', to: '/admin/apps/weeks/detail/7' },
        { label: 'Argument essay' },
        { label: 'Submissions', to: '/admin/apps/assignments/11/submissions' },
        { label: 'Review', disabled: true },
      ],
    ],
    [
      'user: course is not a link, week links with course_id, assignment links to review',
      '/user/feedback/11',
      'regular',
      { course, week, assignment },
      '',
      [
        { label: 'Dashboard', to: '/user/dashboard' },
        { label: 'Assignment Feedback', to: undefined },
        { label: 'Essay Writing' },
        { label: 'Thesis (Week 2)', to: '/user/weeks/7?course_id=3' },
        { label: 'Argument essay', disabled: true },
      ],
    ],
    [
      'a student course page ends on the course title',
      '/user/courses/3',
      'regular',
      { course },
      '',
      [
        { label: 'Dashboard', to: '/user/dashboard' },
        { label: 'My Courses', to: '/user/courses' },
        { label: 'Essay Writing', disabled: true },
      ],
    ],
    [
      'review-feedback: assignment is not a link, then a disabled Feedback',
      '/user/review-feedback/11',
      'regular',
      { week, assignment },
      '',
      [
        { label: 'Dashboard', to: '/user/dashboard' },
        { label: 'Assignment Feedback', to: undefined },
        { label: 'Thesis (Week 2)', to: '/user/weeks/7?course_id=3' },
        { label: 'Argument essay' },
        { label: 'Feedback', disabled: true },
      ],
    ],
  ])('%s', (_rule, pathname, role, lookups, search, expected) => {
    const crumbs = trail(pathname, role, lookups, search);
    expect(crumbs.map(({ label, to, disabled }) => ({ label, to, disabled }))).toEqual(
      expected.map(({ label, to, disabled }) => ({ label, to, disabled })),
    );
  });

  it('the user week crumb takes course_id from the query when the week does not carry it', () => {
    const bareWeek = { id: 7, week_number: 2, title: 'Thesis' };
    const crumbs = trail(
      '/user/review-feedback/11',
      'regular',
      { week: bareWeek, assignment },
      '?course_id=5',
    );
    expect(crumbs[2].to).toBe('/user/weeks/7?course_id=5');
  });
});

describe('lookups that belong to another page are left out', () => {
  it.each<[string, string, Role, BreadcrumbLookups, string]>([
    [
      'a course of another id',
      '/admin/apps/courses/details/4',
      'admin',
      { course },
      'Admin > Courses > Course Details',
    ],
    [
      'a week of another course',
      '/user/weeks/7',
      'regular',
      { course: { id: 9, title: 'Other' }, week },
      'Dashboard > My Courses > Thesis (Week 2)',
    ],
    [
      'an assignment of another id on a grading screen',
      '/admin/apps/assignments/12/submissions',
      'admin',
      { assignment },
      'Admin > Courses > Submissions',
    ],
    [
      'an assignment of another id',
      '/user/review/12',
      'regular',
      { assignment },
      'Dashboard > Assignment Review',
    ],
  ])('%s', (_rule, pathname, role, lookups, expected) => {
    expect(labels(trail(pathname, role, lookups))).toBe(expected);
  });
});

describe('the generic trail (section 2)', () => {
  it.each<[string, string, Role | null, string]>([
    ['an unknown admin path', '/admin/some-new-page', 'admin', 'Admin > Some New Page'],
    ['an unknown user path', '/user/grades', 'regular', 'Dashboard > Grades'],
    ['ids are skipped for the name', '/user/lessons/12', 'regular', 'Dashboard > Lessons'],
    ['a student on an admin pattern', '/admin/logs', 'regular', 'Admin > Logs'],
    ['an admin on a student pattern', '/user/weeks/7', 'admin', 'Dashboard > Weeks'],
    ['an admin on /apps/user', '/apps/user/edit-profile', 'admin', 'Dashboard > Edit Profile'],
    ['nobody signed in', '/user/dashboard', null, 'Dashboard'],
    ['the bare admin root', '/admin', 'admin', 'Admin'],
  ])('%s', (_rule, pathname, role, expected) => {
    const crumbs = trail(pathname, role, { course });
    expect(labels(crumbs)).toBe(expected);
    expect(crumbs.at(-1)).toEqual({ label: expected.split(' > ').at(-1), disabled: true });
  });
});

describe('an error while building (section 2)', () => {
  const broken = {
    get course(): never {
      throw new Error('lookup failed');
    },
  } as BreadcrumbLookups;

  it.each<[boolean, string]>([
    [false, 'Admin > Details'],
    [true, 'Admin > Details > Breadcrumb Error'],
  ])('debug %s: the generic trail, %s', (debug, expected) => {
    const crumbs = trail('/admin/apps/courses/details/3', 'admin', broken, '', debug);
    expect(labels(crumbs)).toBe(expected);
    expect(crumbs.at(-1)?.disabled).toBe(true);
  });
});

describe('entity crumbs before the last one (section 2)', () => {
  const all = { course, week, assignment };
  it.each<[string, Parameters<typeof entityCrumbs>[1], (string | undefined)[]]>([
    [
      'a student off the review pages',
      { role: 'regular' },
      [undefined, '/user/weeks/7?course_id=3', '/user/review/11'],
    ],
    [
      'a student on a review page',
      { role: 'regular', reviewPage: true },
      [undefined, '/user/weeks/7?course_id=3', undefined],
    ],
    [
      'an admin',
      { role: 'admin' },
      ['/admin/apps/courses/details/3', '/admin/apps/weeks/detail/7', undefined],
    ],
  ])('%s', (_rule, context, links) => {
    expect(entityCrumbs(all, context).map((crumb) => crumb.to)).toEqual(links);
  });
});
