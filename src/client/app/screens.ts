import type { FixedCrumb } from '../lib/breadcrumb-routes';
import { paths } from '../lib/paths';
import type { NavigationAudience, NavigationLink } from './layouts/main-navigation';
import { admin, analytics, auth, demo, feedback, profile, user } from './page-chunks';
import { pagesOf, redirect, type Screen } from './screen-handle';

const ADMIN: FixedCrumb = { label: 'Admin', to: paths.adminDashboard() };
const COURSES: FixedCrumb = { label: 'Courses', to: paths.courses() };
const WEEKS: FixedCrumb = { label: 'Weeks', to: paths.weeks() };
const ENROLLMENTS: FixedCrumb = { label: 'Enrollments', to: paths.enrollments() };
const DASHBOARD: FixedCrumb = { label: 'Dashboard', to: paths.studentDashboard() };
const MY_COURSES: FixedCrumb = { label: 'My Courses', to: paths.myCourses() };
const PROFILE: FixedCrumb = { label: 'Profile', to: paths.profile() };

/** A main navigation link, by default one every admin sees. */
const link = (label: string, order: number, seenBy: NavigationAudience = 'admin'): NavigationLink => ({
  label,
  order,
  seenBy,
});
/** The first link, Dashboard, leads to the person's home (section 2), whichever that is. */
const homeLink = (seenBy: NavigationAudience): NavigationLink => ({
  ...link('Dashboard', 0, seenBy),
  leadsHome: true,
});

const demoPage = pagesOf('demo', demo);
const authPage = pagesOf('auth', auth);
const publicPage = pagesOf('public', auth);
const accountPage = pagesOf('account', profile, DASHBOARD);
const adminPage = pagesOf('admin', admin, ADMIN);
// Apart from the admin area's chunk, so that the chart library loads only with the charts.
const analyticsPage = pagesOf('admin', analytics, ADMIN);
const studentPage = pagesOf('student', user, DASHBOARD);
// The feedback viewer's own chunk: a student often opens it straight from a link.
const feedbackPage = pagesOf('student', feedback, DASHBOARD);

/** Section 2's screens: adding one is a row here and its page in its area's chunk. */
export const SCREENS: Screen[] = [
  redirect(paths.root, paths.login(), 'public'),
  // The demo area draws its own layout and routes below /demo (features/demo).
  demoPage({ pattern: `${paths.demo.pattern}/*` }, 'DemoLayout'),
  authPage(paths.signIn, 'AuthRoute'),
  redirect(paths.login, paths.signIn(), 'auth'),
  redirect(paths.register, paths.signIn({ mode: 'register' }), 'auth'),
  authPage(paths.verifyEmail, 'VerifyEmailPage'),
  authPage(paths.acceptInvite, 'AcceptInvitationPage'),
  authPage(paths.authError, 'AuthErrorPage'),
  publicPage(paths.join, 'JoinCoursePage'),

  accountPage(paths.profile, 'ProfilePage', { crumbs: ['Profile'], nav: link('Profile', 100, 'everyone') }),
  accountPage(paths.editProfile, 'EditProfilePage', { crumbs: [PROFILE, 'Edit Profile'] }),

  adminPage(paths.adminDashboard, 'AdminDashboardPage', { crumbs: ['Dashboard'], nav: homeLink('admin') }),
  adminPage(paths.courseList, 'CoursesListPage', { crumbs: ['Courses'] }),
  adminPage(paths.courses, 'CourseIndexPage', { crumbs: ['Courses'], nav: link('Courses', 10) }),
  adminPage(paths.createCourse, 'CreateCoursePage', { crumbs: [COURSES, 'Create Course'] }),
  adminPage(paths.editCourse, 'EditCourseRoute', { crumbs: [COURSES, 'Edit Course'], idOf: 'course' }),
  adminPage(paths.courseDetails, 'CourseDetailsRoute', {
    crumbs: [COURSES, 'Course Details'],
    idOf: 'course',
  }),
  adminPage(paths.weeks, 'WeeksPage', { crumbs: ['Weeks'] }),
  adminPage(paths.editWeek, 'EditWeekRoute', { crumbs: [WEEKS, 'Edit Week'], idOf: 'week' }),
  adminPage(paths.weekDetail, 'WeekDetailRoute', { crumbs: [WEEKS, 'Week Detail'], idOf: 'week' }),
  // The grading screens hang below their assignment: its course, week and title come first.
  adminPage(paths.submissions, 'SubmissionsRoute', {
    crumbs: [COURSES],
    idOf: 'assignment',
    tail: [{ label: 'Submissions' }],
  }),
  adminPage(paths.grading, 'GradingRoute', {
    crumbs: [COURSES],
    idOf: 'assignment',
    tail: [{ label: 'Submissions', to: paths.submissions.pattern }, { label: 'Review' }],
  }),
  adminPage(paths.users, 'AllUsersPage', { crumbs: ['All Users'], nav: link('Users', 20) }),
  adminPage(paths.pendingUsers, 'PendingUsersPage', {
    crumbs: ['Pending Users'],
    nav: { ...link('Pending Users', 30, 'siteAdmin'), counted: 'pendingUsers' },
  }),
  adminPage(paths.enrollments, 'EnrollmentsPage', { crumbs: ['Enrollments'], nav: link('Enrollments', 40) }),
  adminPage(paths.createEnrollment, 'CreateEnrollmentPage', { crumbs: [ENROLLMENTS, 'New Enrollment'] }),
  analyticsPage(paths.studentAnalytics, 'StudentAnalyticsPage', {
    crumbs: ['Student Analytics'],
    nav: link('Analytics', 50),
  }),
  adminPage(paths.logs, 'SystemLogsPage', { crumbs: ['System Logs'], nav: link('Logs', 60, 'siteAdmin') }),
  adminPage(paths.ltiPlatforms, 'LtiPlatformsPage', {
    crumbs: ['LMS connections'],
    nav: link('LMS', 35, 'siteAdmin'),
  }),
  adminPage(paths.ltiContent, 'LtiContentPickerPage', { crumbs: ['Add assignments to your LMS course'] }),
  adminPage(paths.excelExport, 'ExcelExportDemoPage', {
    crumbs: ['Excel Export Demo'],
    nav: link('Exports', 70),
  }),
  adminPage(paths.feedbackCategories, 'FeedbackCategoriesPage', {
    crumbs: ['Feedback Categories'],
    nav: link('Categories', 80),
  }),
  adminPage(paths.commentBank, 'CommentBankPage', {
    crumbs: ['Comment Bank'],
    nav: link('Comment bank', 90),
  }),

  // The student's dashboard is the root of their trails: its own is the one crumb.
  studentPage(paths.studentDashboard, 'UserDashboardPage', { nav: homeLink('student') }),
  studentPage(paths.myCourses, 'MyCoursesPage', {
    crumbs: ['My Courses'],
    nav: link('My Courses', 10, 'enrolledStudent'),
  }),
  // The guard sends a student who is not enrolled in the course to the dashboard (section 2).
  studentPage(paths.studentCourse, 'StudentCourseRoute', {
    crumbs: [MY_COURSES],
    idOf: 'course',
    courseIdParam: 'id',
  }),
  studentPage(paths.studentWeek, 'StudentWeekRoute', { crumbs: [MY_COURSES], idOf: 'week' }),
  // Writing an essay reads like the week it belongs to.
  studentPage(paths.writeEssay, 'AssignmentWriteRoute', { crumbs: [MY_COURSES], idOf: 'assignment' }),
  studentPage(paths.assignmentReview, 'AssignmentReviewRoute', {
    crumbs: ['Assignment Review'],
    idOf: 'assignment',
    reviewPage: true,
  }),
  feedbackPage(paths.assignmentFeedback, 'AssignmentFeedbackRoute', {
    crumbs: ['Assignment Feedback'],
    idOf: 'assignment',
  }),
  feedbackPage(paths.reviewFeedback, 'AssignmentReviewFeedbackRoute', {
    crumbs: ['Assignment Feedback'],
    idOf: 'assignment',
    reviewPage: true,
    feedbackTail: true,
  }),
];

/**
 * The screen at `pathname` and its parameters, as the router would match it (a written segment before
 * a parameter); null where none is. Its own few lines rather than react-router's `matchRoutes`, so the
 * boot can ask for the first screen's code before the router's module is evaluated.
 */
export function screenAt(pathname: string, screens: Screen[] = SCREENS) {
  const segmentsOf = (address: string) => address.replace(/\/+$/, '').split('/');
  const segments = segmentsOf(pathname);
  let best: { route: Screen; params: Record<string, string>; rank: number } | null = null;
  for (const route of screens) {
    const pattern = segmentsOf(route.path);
    // "/demo/*" takes /demo and everything below it; an address that a row names in full wins over it.
    const splat = pattern.at(-1) === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    let rank = splat ? 0 : 1000;
    const fits = fixed.every((part, k) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[k]);
        return segments[k] !== '';
      }
      rank += 1;
      return part.toLowerCase() === segments[k].toLowerCase();
    });
    if (splat) params['*'] = segments.slice(fixed.length).join('/');
    if (fits && (!best || rank > best.rank)) best = { route, params, rank };
  }
  return best && { route: best.route, params: best.params };
}
