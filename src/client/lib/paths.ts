/**
 * Every screen's address (section 2), written once. `paths.grading(assignmentId, submissionId)` builds
 * one, its ids in the order the address names them; `paths.grading.pattern` is the address with its
 * `:names`, which the screen table (app/screens.ts) matches. Nothing here imports React: the boot reads
 * these before the libraries are evaluated.
 */

type Id = number | string;

/** The ids an address pattern asks for, one per `:name`, in order. */
type IdsOf<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...IdsOf<Rest>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

/** The query an address may carry; an empty value leaves its name out. */
type QueryOf<Q extends string> = Partial<Record<Q, Id | null | undefined>>;

type AddressArgs<P extends string, Q extends string> = [Q] extends [never]
  ? IdsOf<P>
  : [...IdsOf<P>, query?: QueryOf<Q>];

export interface ScreenAddress<P extends string = string, Q extends string = never> {
  (...args: AddressArgs<P, Q>): string;
  readonly pattern: P;
}

const PARAMETER = /:\w+/g;

function withQuery(path: string, query: Record<string, Id | null | undefined>): string {
  const given = Object.entries(query).flatMap(([name, value]) =>
    value === null || value === undefined || value === '' ? [] : [[name, String(value)]],
  );
  return given.length > 0 ? `${path}?${new URLSearchParams(given)}` : path;
}

/** An address from its pattern; `query` names the query values it may carry. */
function address<const P extends string, const Q extends string = never>(
  pattern: P,
  ..._query: Q[]
): ScreenAddress<P, Q> {
  const idCount = pattern.match(PARAMETER)?.length ?? 0;
  const build = (...args: unknown[]) => {
    let next = 0;
    const path = pattern.replace(PARAMETER, () => encodeURIComponent(String(args[next++])));
    const query = args[idCount] as Record<string, Id | null | undefined> | undefined;
    return query ? withQuery(path, query) : path;
  };
  return Object.assign(build, { pattern }) as unknown as ScreenAddress<P, Q>;
}

export const paths = {
  root: address('/'),
  // The sign-in area: /auth shows sign-in, or registration with `mode=register`.
  signIn: address('/auth', 'mode'),
  login: address('/auth/login'),
  register: address('/auth/register'),
  verifyEmail: address('/auth/verify-email'),
  acceptInvite: address('/auth/accept-invite'),
  authError: address('/auth/404'),
  /** The same address as shared/rules/join-code.ts's joinPath, which the server's invitations use. */
  join: address('/join/:code'),
  demo: address('/demo'),

  // Any signed-in person's own account (section 6: /apps/user).
  profile: address('/apps/user/profile'),
  editProfile: address('/apps/user/edit-profile'),

  adminDashboard: address('/admin/dashboard'),
  courseList: address('/admin/courses'),
  courses: address('/admin/apps/courses'),
  createCourse: address('/admin/apps/courses/create'),
  editCourse: address('/admin/apps/courses/edit/:id'),
  courseDetails: address('/admin/apps/courses/details/:id'),
  weeks: address('/admin/apps/weeks'),
  editWeek: address('/admin/apps/weeks/edit/:id'),
  weekDetail: address('/admin/apps/weeks/detail/:id'),
  /** An assignment's submissions; the grading screen below it names the same assignment first. */
  submissions: address('/admin/apps/assignments/:id/submissions'),
  grading: address('/admin/apps/assignments/:id/submissions/:submissionId'),
  users: address('/admin/users'),
  pendingUsers: address('/admin/pending-users'),
  logs: address('/admin/logs'),
  /** The site administrator's LMS registrations (LTI 1.3). */
  ltiPlatforms: address('/admin/lti'),
  /** An instructor's deep-linking request from the LMS: the assignments to place in the LMS course. */
  ltiContent: address('/admin/lti/content/:id'),
  enrollments: address('/admin/enrollments', 'course'),
  createEnrollment: address('/admin/enrollments/create', 'course'),
  excelExport: address('/admin/excel-export-demo'),
  studentAnalytics: address('/admin/student-analytics'),
  feedbackCategories: address('/admin/feedback-categories'),
  commentBank: address('/admin/comment-bank'),

  studentDashboard: address('/user/dashboard'),
  myCourses: address('/user/courses'),
  studentCourse: address('/user/courses/:id'),
  /** A week's page; `course_id` names the course it was reached from, for its trail (section 2). */
  studentWeek: address('/user/weeks/:id', 'course_id'),
  writeEssay: address('/user/assignments/:id'),
  assignmentReview: address('/user/review/:id'),
  assignmentFeedback: address('/user/feedback/:id'),
  /** Section 2's AssignmentReviewFeedback: the feedback page under the review trail. */
  reviewFeedback: address('/user/review-feedback/:id'),
} as const;
