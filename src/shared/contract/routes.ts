/**
 * Every call of the API, declared once: its method and its path under the API base (`/api` on the
 * server), with `:name` for each parameter, as Fastify and msw both write it; its schemas are in
 * `schemas/routes.ts`. The server serves each route from these two tables and refuses to start with
 * one they do not declare, and `src/server/contract-parity.test.ts` holds the server, this table and the
 * msw handlers to each other.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  path: string;
}

const route = <M extends HttpMethod, P extends string>(method: M, path: P) => ({ method, path }) as const;

export const API_ROUTES = {
  // Health and session (sections 2 and 7)
  health: route('GET', '/health'),
  login: route('POST', '/login'),
  refresh: route('POST', '/refresh'),
  logout: route('POST', '/logout'),
  register: route('POST', '/register'),
  verifyEmail: route('POST', '/verify-email'),
  resendVerification: route('POST', '/resend-verification'),
  acceptInvitation: route('POST', '/accept-invite'),
  updateProfile: route('PUT', '/profile'),
  getNotificationSettings: route('GET', '/profile/notifications'),
  updateNotificationSettings: route('PUT', '/profile/notifications'),
  changePassword: route('PUT', '/password'),
  getMe: route('GET', '/users/me'),
  getUser: route('GET', '/users/:id'),
  getUserEnrollments: route('GET', '/admin/users/:id/enrollments'),

  // The instructor's comment bank, theirs across every course
  getCommentBank: route('GET', '/admin/comment-bank'),
  createBankEntry: route('POST', '/admin/comment-bank'),
  updateBankEntry: route('PUT', '/admin/comment-bank/:id'),
  deleteBankEntry: route('DELETE', '/admin/comment-bank/:id'),

  // The instructor's feedback categories (section 3), which the grading screen offers
  getFeedbackCategories: route('GET', '/admin/feedback-categories'),
  createFeedbackCategory: route('POST', '/admin/feedback-categories'),
  reorderFeedbackCategories: route('PUT', '/admin/feedback-categories/order'),
  updateFeedbackCategory: route('PUT', '/admin/feedback-categories/:id'),
  deleteFeedbackCategory: route('DELETE', '/admin/feedback-categories/:id'),

  // Courses, weeks, lessons and assignments (the instructor's side)
  getCourses: route('GET', '/admin/courses'),
  getCourse: route('GET', '/admin/courses/:id'),
  createCourse: route('POST', '/admin/courses'),
  updateCourse: route('PUT', '/admin/courses/:id'),
  deleteCourse: route('DELETE', '/admin/courses/:id'),
  createJoinCode: route('POST', '/admin/courses/:id/join-code'),
  deleteJoinCode: route('DELETE', '/admin/courses/:id/join-code'),
  importRoster: route('POST', '/admin/courses/:id/roster'),
  getCourseStaff: route('GET', '/admin/courses/:id/staff'),
  addCourseStaff: route('POST', '/admin/courses/:id/staff'),
  removeCourseStaff: route('DELETE', '/admin/courses/:id/staff/:userId'),
  getCourseWeeks: route('GET', '/admin/courses/:courseId/weeks'),
  createWeek: route('POST', '/admin/courses/:courseId/weeks'),
  getWeek: route('GET', '/admin/weeks/:id'),
  updateWeek: route('PUT', '/admin/weeks/:id'),
  deleteWeek: route('DELETE', '/admin/weeks/:id'),
  getWeekLessons: route('GET', '/admin/weeks/:id/lessons'),
  createLesson: route('POST', '/admin/weeks/:id/lessons'),
  reorderLessons: route('PUT', '/admin/weeks/:id/lessons/order'),
  getLesson: route('GET', '/admin/lessons/:id'),
  updateLesson: route('PUT', '/admin/lessons/:id'),
  deleteLesson: route('DELETE', '/admin/lessons/:id'),
  getWeekAssignments: route('GET', '/admin/weeks/:id/assignments'),
  createAssignment: route('POST', '/admin/weeks/:id/assignments'),
  getAssignment: route('GET', '/admin/assignments/:id'),
  updateAssignment: route('PUT', '/admin/assignments/:id'),
  deleteAssignment: route('DELETE', '/admin/assignments/:id'),
  getRubric: route('GET', '/admin/assignments/:id/rubric'),
  saveRubric: route('PUT', '/admin/assignments/:id/rubric'),
  getRubricLibrary: route('GET', '/admin/rubrics'),

  // People and enrollments
  getUsers: route('GET', '/admin/users'),
  approveUser: route('POST', '/admin/users/:id/approve'),
  updateUserRole: route('PATCH', '/admin/users/:id'),
  rejectUser: route('POST', '/admin/users/:id/reject'),
  getEnrollments: route('GET', '/admin/enrollments'),
  createEnrollment: route('POST', '/admin/enrollments'),
  deleteEnrollment: route('DELETE', '/admin/enrollments/:id'),

  // Logs (sections 3 and 7)
  ingestLogs: route('POST', '/admin/logs/ingest/batch'),
  getLogs: route('GET', '/admin/logs'),
  getLog: route('GET', '/admin/logs/:id'),
  legacyAnalytics: route('POST', '/logging/kusto'),

  // Exports, dashboard and analytics
  exportUsers: route('GET', '/admin/exports/users.xlsx'),
  exportEnrollments: route('GET', '/admin/exports/enrollments.xlsx'),
  exportGrades: route('GET', '/admin/exports/grades.xlsx'),
  getDashboard: route('GET', '/admin/dashboard'),
  getAnalytics: route('GET', '/admin/analytics'),
  getActivity: route('GET', '/admin/activity'),

  // Grading (the instructor's review of an essay)
  getAssignmentSubmissions: route('GET', '/admin/assignments/:id/submissions'),
  getAssignmentStudents: route('GET', '/admin/assignments/:id/students'),
  setExtension: route('PUT', '/admin/assignments/:id/extensions/:userId'),
  deleteExtension: route('DELETE', '/admin/assignments/:id/extensions/:userId'),
  getAwaitingReview: route('GET', '/admin/submissions/awaiting-review'),
  getSubmissionReview: route('GET', '/admin/assignments/:assignmentId/submissions/:submissionId'),
  updateFeedbackItem: route(
    'PATCH',
    '/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items/:itemId',
  ),
  createFeedbackItem: route(
    'POST',
    '/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items',
  ),
  saveReview: route('PUT', '/admin/assignments/:assignmentId/submissions/:submissionId/review'),
  updateCarriedItem: route(
    'PATCH',
    '/admin/assignments/:assignmentId/submissions/:submissionId/carried-items/:itemId',
  ),
  regenerateFeedback: route('POST', '/admin/assignments/:assignmentId/submissions/:submissionId/regenerate'),

  // The student's side
  getStudentCourses: route('GET', '/student/courses'),
  joinCourse: route('POST', '/student/join'),
  getStudentCourse: route('GET', '/student/courses/:id'),
  getStudentWeek: route('GET', '/student/weeks/:id'),
  getDueAssignments: route('GET', '/student/assignments'),
  getStudentAssignment: route('GET', '/student/assignments/:id'),
  submitEssay: route('POST', '/student/assignments/:id/submissions'),
  getEssayDraft: route('GET', '/student/assignments/:id/draft'),
  saveEssayDraft: route('PUT', '/student/assignments/:id/draft'),
  getDraftHistory: route('GET', '/student/assignments/:id/draft/history'),
  getDraftHistoryVersion: route('GET', '/student/assignments/:id/draft/history/:entryId'),
  getStudentGrades: route('GET', '/student/grades'),
  getStudentFeedback: route('GET', '/student/feedback'),
  deleteStudentFeedback: route('DELETE', '/student/feedback/:id'),
  getAssignmentFeedback: route('GET', '/student/assignments/:id/feedback'),
  getSubmissionGrade: route('GET', '/submissions/:id/grade'),
  getSubmissionDiff: route('GET', '/submissions/:id/diff'),

  // Replies under a released comment, for the essay's author and instructors
  getReplies: route('GET', '/feedback-items/:itemId/replies'),
  createReply: route('POST', '/feedback-items/:itemId/replies'),
  getUnreadReplies: route('GET', '/replies/unread'),
} as const satisfies Record<string, RouteSpec>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** A route's path with its parameters filled in, each encoded: `pathTo(API_ROUTES.getWeek, { id: 3 })`. */
export function pathTo(spec: RouteSpec, params: Record<string, string | number> = {}): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${spec.path} needs :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Fastify's and msw's `:name` parameters read alike whatever they are called. */
export const routeShape = (path: string) => path.replace(/:\w+/g, ':param');

const declared = new Map(
  (Object.entries(API_ROUTES) as Array<[ApiRouteName, RouteSpec]>).map(([name, spec]) => [
    `${spec.method} ${routeShape(spec.path)}`,
    name,
  ]),
);

/** The contract's name for this method and path (parameter names aside), or undefined if it has none. */
export const routeNameOf = (method: string, path: string): ApiRouteName | undefined =>
  declared.get(`${method} ${routeShape(path)}`);
