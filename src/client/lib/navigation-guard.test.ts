import { courseIdFromQuery, decideNavigation, type NavigationDecision } from './navigation-guard';
import type { UserState } from './user-state';

interface Row {
  rule: string;
  url: string;
  state: UserState;
  returnUrl?: string;
  courseId?: number;
  expected: NavigationDecision;
}

const allow: NavigationDecision = { action: 'allow' };
const to = (path: string, extra: Partial<Extract<NavigationDecision, { action: 'redirect' }>> = {}) => ({
  action: 'redirect' as const,
  to: path,
  ...extra,
});

const rows: Row[] = [
  // Section 2: demo paths skip all checks.
  { rule: 'demo skips checks when signed out', url: '/demo', state: 'unauthenticated', expected: allow },
  {
    rule: 'demo skips checks for a student',
    url: '/demo/admin/grading',
    state: 'student_enrolled',
    expected: allow,
  },
  {
    rule: 'demo skips the e-mail check',
    url: '/demo/feedback',
    state: 'email_unverified',
    expected: allow,
  },
  {
    rule: 'demo skips the enrolment check, even for a course named in the address',
    url: '/demo/courses?course_id=99',
    state: 'authenticated_unenrolled',
    courseId: 99,
    expected: allow,
  },
  // Section 2: on /auth paths a signed-in user is redirected by state.
  { rule: 'auth: a signed-out visitor may sign in', url: '/auth', state: 'unauthenticated', expected: allow },
  {
    rule: 'auth: admin goes to the admin dashboard',
    url: '/auth/login',
    state: 'admin',
    expected: to('/admin/dashboard'),
  },
  {
    rule: 'auth: enrolled student goes to the user dashboard',
    url: '/auth',
    state: 'student_enrolled',
    expected: to('/user/dashboard'),
  },
  {
    rule: 'auth: unenrolled student goes to the user dashboard',
    url: '/auth',
    state: 'authenticated_unenrolled',
    expected: to('/user/dashboard'),
  },
  {
    rule: 'auth: unverified goes to verify-email',
    url: '/auth/login',
    state: 'email_unverified',
    expected: to('/auth/verify-email'),
  },
  {
    rule: 'auth: unverified keeps the token query',
    url: '/auth?token=abc',
    state: 'email_unverified',
    expected: to('/auth/verify-email?token=abc'),
  },
  {
    rule: 'auth: unverified stays on verify-email (no loop)',
    url: '/auth/verify-email',
    state: 'email_unverified',
    expected: allow,
  },
  {
    rule: 'auth: unverified may follow a link with a token',
    url: '/auth/verify-email?token=abc',
    state: 'email_unverified',
    expected: allow,
  },
  {
    rule: 'verify-email without a token sends a visitor to sign in',
    url: '/auth/verify-email',
    state: 'unauthenticated',
    expected: to('/auth/login'),
  },
  {
    rule: 'verify-email with a token is open to a visitor',
    url: '/auth/verify-email?token=abc',
    state: 'unauthenticated',
    expected: allow,
  },
  {
    rule: 'verify-email with a token is open to a verified student (a new address to confirm)',
    url: '/auth/verify-email?token=abc',
    state: 'student_enrolled',
    expected: allow,
  },
  {
    rule: 'verify-email with a token is open to an admin',
    url: '/auth/verify-email?token=abc',
    state: 'admin',
    expected: allow,
  },
  {
    rule: 'verify-email without a token sends a verified person home',
    url: '/auth/verify-email',
    state: 'authenticated_unenrolled',
    expected: to('/user/dashboard'),
  },
  // Brief: after sign-in, the stored return URL when the user may open it, else by state.
  {
    rule: 'auth: return URL the student may open',
    url: '/auth',
    state: 'student_enrolled',
    returnUrl: '/apps/user/profile',
    expected: to('/apps/user/profile', { consumeReturnUrl: true }),
  },
  {
    rule: 'auth: return URL with a query',
    url: '/auth',
    state: 'admin',
    returnUrl: '/admin/dashboard?tab=2',
    expected: to('/admin/dashboard?tab=2', { consumeReturnUrl: true }),
  },
  {
    rule: 'auth: return URL the student may not open',
    url: '/auth',
    state: 'student_enrolled',
    returnUrl: '/admin/dashboard',
    expected: to('/user/dashboard', { consumeReturnUrl: true }),
  },
  {
    rule: 'auth: return URL in a course the student is not in',
    url: '/auth',
    state: 'student_enrolled',
    returnUrl: '/user/weeks/3?course_id=99',
    expected: to('/user/dashboard', { consumeReturnUrl: true }),
  },
  {
    rule: 'auth: return URL to another site is ignored',
    url: '/auth',
    state: 'admin',
    returnUrl: '//evil.example/x',
    expected: to('/admin/dashboard', { consumeReturnUrl: true }),
  },
  // Sections 2 and 6: inaccessible routes store the wanted address and redirect.
  {
    rule: 'unauthenticated on an admin page',
    url: '/admin/dashboard',
    state: 'unauthenticated',
    expected: to('/auth/login', { storeReturnUrl: '/admin/dashboard' }),
  },
  {
    rule: 'unauthenticated on a student page, query kept',
    url: '/user/weeks/3?course_id=10',
    state: 'unauthenticated',
    expected: to('/auth/login', { storeReturnUrl: '/user/weeks/3?course_id=10' }),
  },
  {
    rule: 'unauthenticated on the profile',
    url: '/apps/user/profile',
    state: 'unauthenticated',
    expected: to('/auth/login', { storeReturnUrl: '/apps/user/profile' }),
  },
  {
    rule: 'unverified on a student page',
    url: '/user/dashboard',
    state: 'email_unverified',
    expected: to('/auth/verify-email', { storeReturnUrl: '/user/dashboard' }),
  },
  {
    rule: 'unverified on an admin page',
    url: '/admin/dashboard',
    state: 'email_unverified',
    expected: to('/auth/verify-email', { storeReturnUrl: '/admin/dashboard' }),
  },
  {
    rule: 'unverified may still open the profile',
    url: '/apps/user/edit-profile',
    state: 'email_unverified',
    expected: allow,
  },
  {
    rule: 'unenrolled may open the user dashboard',
    url: '/user/dashboard',
    state: 'authenticated_unenrolled',
    expected: allow,
  },
  {
    rule: 'unenrolled on course pages goes to the dashboard',
    url: '/user/courses',
    state: 'authenticated_unenrolled',
    expected: to('/user/dashboard', { storeReturnUrl: '/user/courses' }),
  },
  {
    rule: 'unenrolled on an admin page goes to the dashboard',
    url: '/admin/dashboard',
    state: 'authenticated_unenrolled',
    expected: to('/user/dashboard', { storeReturnUrl: '/admin/dashboard' }),
  },
  {
    rule: 'unenrolled may open the profile',
    url: '/apps/user/profile',
    state: 'authenticated_unenrolled',
    expected: allow,
  },
  // Section 2: a route with a courseId where the user is not enrolled.
  {
    rule: 'course the student is enrolled in',
    url: '/user/courses/10',
    courseId: 10,
    state: 'student_enrolled',
    expected: allow,
  },
  {
    rule: 'course the student is not enrolled in',
    url: '/user/courses/99',
    courseId: 99,
    state: 'student_enrolled',
    expected: to('/user/dashboard'),
  },
  // Section 2 and 6: admin routes need admin, student routes need a regular user, else login.
  { rule: 'admin on an admin page', url: '/admin/dashboard', state: 'admin', expected: allow },
  {
    rule: 'student on an admin page',
    url: '/admin/dashboard',
    state: 'student_enrolled',
    expected: to('/auth/login', { storeReturnUrl: '/admin/dashboard' }),
  },
  {
    rule: 'admin on a student page',
    url: '/user/dashboard',
    state: 'admin',
    expected: to('/auth/login', { storeReturnUrl: '/user/dashboard' }),
  },
  { rule: 'student on a student page', url: '/user/dashboard', state: 'student_enrolled', expected: allow },
  { rule: 'admin on the profile', url: '/apps/user/profile', state: 'admin', expected: allow },
  // Anything else (the not-found page, '/') is public.
  { rule: 'unknown path is public', url: '/no/such/page', state: 'unauthenticated', expected: allow },
  { rule: '/users is not the student area', url: '/users', state: 'unauthenticated', expected: allow },
];

describe('decideNavigation (sections 2, 4 and 6)', () => {
  it.each(rows)('$rule', ({ url, state, returnUrl, courseId, expected }) => {
    const { pathname, search } = new URL(url, 'http://margin.test');
    const decision = decideNavigation(
      { pathname, search, courseId: courseId ?? courseIdFromQuery(search) },
      { userState: state, enrolledCourseIds: [10, 11], returnUrl: returnUrl ?? null },
    );
    expect(decision).toEqual(expected);
  });
});

describe('courseIdFromQuery', () => {
  it.each([
    ['?course_id=10', 10],
    ['?course_id=abc', null],
    ['?course_id=-1', null],
    ['', null],
  ])('%s gives %s', (search, expected) => {
    expect(courseIdFromQuery(search)).toBe(expected);
  });
});
