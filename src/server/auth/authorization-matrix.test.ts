import { bearer, PASSWORD } from '../../../test/server/factories';
import { itemOn } from '../../../test/server/feedback-factories';
import { reviewForm } from '../../../test/server/grading';
import {
  type AccessWorld,
  buildAccessWorld,
  PRINCIPALS,
  type Principal,
} from '../../../test/server/security/access-world';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { API_ROUTES, type ApiRouteName, routeNameOf } from '../../shared/contract/routes';
import {
  commentBankEntries,
  courses,
  essayDraftHistory,
  feedbackCategories,
  ltiContexts,
  ltiPlatforms,
} from '../db/schema';
import { listStoredCategories } from '../feedback-categories/category-store';
import { insertContentRequest } from '../lti/content-request-store';
import { API_PREFIX } from '../routes/serve';
import { decideAccess } from './access';

/**
 * Every /api route against ten callers (see PRINCIPALS). 'allow' means the request got past every access check: not
 * 401, 403 or 404 and not a server error (a 400 or 409 from the handler itself still counts). A 404
 * is expected where the server answers another person's object as missing.
 */
type Expected = 'allow' | 401 | 403 | 404;
type Row = Record<Principal, Expected>;

const ANYONE: Row = {
  anonymous: 'allow',
  unverified: 'allow',
  pending: 'allow',
  newcomer: 'allow',
  otherStudent: 'allow',
  student: 'allow',
  admin: 'allow',
  instructor: 'allow',
  assistant: 'allow',
  otherInstructor: 'allow',
};
const SIGNED_IN: Row = { ...ANYONE, anonymous: 401 };
/** Every admin account, each for its own courses or things (lists are narrowed, not refused). */
const ANY_INSTRUCTOR: Row = {
  anonymous: 401,
  unverified: 403,
  pending: 403,
  newcomer: 403,
  otherStudent: 403,
  student: 403,
  admin: 'allow',
  instructor: 'allow',
  assistant: 'allow',
  otherInstructor: 'allow',
};
/** People, logs and the school's own exports: the site administrator alone. */
const SITE_ADMIN_ONLY: Row = { ...ANY_INSTRUCTOR, instructor: 403, assistant: 403, otherInstructor: 403 };
/** Reading the course, grading and commenting in it: its staff; another course's instructor finds nothing. */
const COURSE_STAFF: Row = { ...ANY_INSTRUCTOR, otherInstructor: 404 };
/** Changing the course: its instructors (this course does not let its assistants). */
const COURSE_INSTRUCTORS: Row = { ...COURSE_STAFF, assistant: 403 };
/** Another instructor's own thing (the site administrator's bank entry, say): nobody else finds it. */
const OWNER_ONLY: Row = { ...ANY_INSTRUCTOR, instructor: 404, assistant: 404, otherInstructor: 404 };
/** The route names the student's own account; an admin account may read anyone's. */
const THE_STUDENT_OR_ADMIN: Row = { ...ANY_INSTRUCTOR, student: 'allow' };
/** A verified, approved student's own lists, enrolled anywhere or not. */
const ANY_ACTIVE_STUDENT: Row = {
  ...SITE_ADMIN_ONLY,
  newcomer: 'allow',
  otherStudent: 'allow',
  student: 'allow',
  admin: 403,
};
/** Content of the course: its students only. */
const STUDENTS_OF_THE_COURSE: Row = { ...ANY_ACTIVE_STUDENT, newcomer: 403 };
/** The student's essay and its feedback: another student finds nothing there. */
const AUTHOR_IN_THE_COURSE: Row = { ...STUDENTS_OF_THE_COURSE, otherStudent: 404 };
const AUTHOR_ONLY: Row = { ...AUTHOR_IN_THE_COURSE, newcomer: 404 };
/** The essay's author and the course's staff. */
const AUTHOR_OR_STAFF: Row = {
  ...AUTHOR_ONLY,
  admin: 'allow',
  instructor: 'allow',
  assistant: 'allow',
  otherInstructor: 404,
};

interface Check {
  expect: Row;
  /** A fixture for a parameter when the usual one would be the wrong object (a throw-away one, say). */
  params?: Record<string, (world: AccessWorld, who: Principal) => number>;
  /** A valid body, so that 'allow' is a real success rather than a validation error. */
  body?: (world: AccessWorld, who: Principal) => unknown;
  /** Changes what later checks read, so it runs after all the others. */
  last?: true;
}

const essayItem = (world: AccessWorld) => {
  const { startIndex, endIndex, quote, category, severity, comment, suggestion } = itemOn(
    world.submission.contentText,
    'streets',
  );
  return { startIndex, endIndex, quote, category, severity, comment, suggestion };
};

/** Whose extension a caller gives and takes back: the instructor and the site administrator each their own. */
const extendedStudent = (world: AccessWorld, who: Principal) =>
  who === 'instructor' ? world.accounts.otherStudent.id : world.accounts.student.id;

const MATRIX_JOIN_CODE = 'MATRXJ23';

const logEvent = {
  timestamp: new Date(Date.now() - 60_000).toISOString(),
  userId: null,
  username: null,
  userRole: null,
  sessionId: 'matrix-tab',
  action: 'openPage',
  category: 'PERFORMANCE',
  entityType: null,
  entityId: null,
  details: {},
  success: true,
  errorMessage: null,
  duration: 12,
  browserInfo: 'jest',
  pageUrl: 'http://margin.test/user/dashboard',
};

let registered = 0;

const bankEntry = { comment: 'Name the source of this figure.', suggestion: '', category: 'evidence' };
/** The admin's own entry, made once the world is built. */
let bankEntryId = 0;
/** The admin's own feedback categories: one to change, one to delete. */
let categoryId = 0;
let spareCategoryId = 0;
let draftHistoryId = 0;
/** A registered platform for the site administrator to delete. */
let ltiPlatformId = 0;
/** The course instructor's deep-linking request, from an LMS course linked to the matrix's course. */
let contentRequestId = 0;

const ltiPlatformBody = (issuer: string) => ({
  issuer,
  client_id: 'margin-tool',
  deployment_ids: ['deployment-1'],
  auth_login_url: `${issuer}/auth`,
  auth_token_url: `${issuer}/token`,
  jwks_url: `${issuer}/jwks`,
});

/** Keyed by the contract's route names; a route missing here, or named here but gone, fails the run by name. */
const EXPECTED: Record<ApiRouteName, Check> = {
  health: { expect: ANYONE },
  login: {
    expect: ANYONE,
    body: (world) => ({ identifier: world.bystander.username, password: PASSWORD }),
  },
  refresh: {
    expect: ANYONE,
    body: async (world) => ({ refresh_token: await world.freshRefreshToken() }),
  },
  logout: {
    expect: ANYONE,
    body: async (world) => ({ refresh_token: await world.freshRefreshToken() }),
  },
  register: {
    expect: ANYONE,
    body: () => {
      registered += 1;
      const name = `matrix_${registered}_${process.pid}`;
      return { username: name, email: `${name}@example.com`, password: 'long enough password' };
    },
  },
  verifyEmail: {
    expect: ANYONE,
    body: async (world) => ({ token: await world.freshVerificationToken() }),
  },
  // A link that works nothing is a 400 to everyone; the invitation's own tests use real ones.
  acceptInvitation: {
    expect: ANYONE,
    body: () => ({ token: 'A'.repeat(43), password: 'long enough password' }),
  },
  resendVerification: { expect: ANYONE, body: () => ({ email: 'nobody@example.com' }) },
  updateProfile: {
    expect: SIGNED_IN,
    // Each caller saves their own name and address unchanged, so nobody's standing changes.
    body: (world, who) => {
      const account = who === 'anonymous' ? world.accounts.student : world.accounts[who];
      return { username: account.username, email: account.email };
    },
  },
  changePassword: {
    expect: SIGNED_IN,
    body: () => ({ current_password: PASSWORD, new_password: PASSWORD }),
  },
  getMe: { expect: SIGNED_IN },
  getNotificationSettings: { expect: SIGNED_IN },
  // Each caller turns the same kind off for themselves only.
  updateNotificationSettings: {
    expect: SIGNED_IN,
    body: () => ({ released: true, replies: true, revisions: false }),
  },
  getUser: { expect: THE_STUDENT_OR_ADMIN },
  getUserEnrollments: { expect: THE_STUDENT_OR_ADMIN },

  // The bank is the signed-in instructor's own: each query names them as its owner.
  getCommentBank: { expect: ANY_INSTRUCTOR },
  createBankEntry: { expect: ANY_INSTRUCTOR, body: () => bankEntry },
  updateBankEntry: {
    expect: OWNER_ONLY,
    params: { id: () => bankEntryId },
    body: () => bankEntry,
  },
  deleteBankEntry: { expect: OWNER_ONLY, params: { id: () => bankEntryId }, last: true },

  // Each instructor's own categories: every query names the signed-in instructor as the owner.
  getFeedbackCategories: { expect: ANY_INSTRUCTOR },
  createFeedbackCategory: {
    expect: ANY_INSTRUCTOR,
    body: () => ({ name: 'Matrix category', color: '#123456' }),
  },
  updateFeedbackCategory: {
    expect: OWNER_ONLY,
    params: { id: () => categoryId },
    body: () => ({ isActive: true }),
  },
  reorderFeedbackCategories: {
    expect: OWNER_ONLY,
    body: async (world) => ({
      ids: (await listStoredCategories(server.handle.db, world.accounts.admin.id)).map((row) => row.id),
    }),
  },
  deleteFeedbackCategory: {
    expect: OWNER_ONLY,
    params: { id: () => spareCategoryId },
    last: true,
  },

  getCourses: { expect: ANY_INSTRUCTOR },
  getCourse: { expect: COURSE_STAFF },
  createCourse: { expect: ANY_INSTRUCTOR, body: () => ({ title: 'Matrix course' }) },
  updateCourse: {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ title: world.course.title, description: world.course.description }),
  },
  deleteCourse: {
    expect: { ...COURSE_INSTRUCTORS, assistant: 404 },
    params: { id: (world, who) => world.spareFor(who).course.id },
  },
  createJoinCode: { expect: COURSE_INSTRUCTORS, body: () => ({}), last: true },
  deleteJoinCode: { expect: COURSE_INSTRUCTORS, last: true },
  // A line that is no address is reported, nothing written.
  importRoster: {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ csv: 'not an address' }),
  },
  getCourseStaff: { expect: COURSE_STAFF },
  // Each of the two let through adds the same colleague as an assistant again: nobody's part changes.
  addCourseStaff: {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ user_id: world.spareFor('admin').staffMember.id, role: 'assistant' }),
  },
  removeCourseStaff: {
    expect: COURSE_INSTRUCTORS,
    params: { userId: (world, who) => world.spareFor(who).staffMember.id },
    last: true,
  },
  getCourseWeeks: { expect: COURSE_STAFF },
  createWeek: {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ week_number: 99 }),
  },
  getWeek: { expect: COURSE_STAFF },
  updateWeek: {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ week_number: world.week.weekNumber, title: world.week.title }),
  },
  deleteWeek: {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).week.id },
  },
  getWeekLessons: { expect: COURSE_STAFF },
  createLesson: {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ title: 'Matrix lesson', content_html: '<p>Shade.</p>' }),
  },
  reorderLessons: {
    expect: COURSE_INSTRUCTORS,
    body: async (world) => ({ lesson_ids: await world.lessonIdsOf(world.week.id) }),
  },
  getLesson: { expect: COURSE_STAFF },
  updateLesson: {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ title: world.lesson.title, content_html: world.lesson.contentHtml }),
  },
  deleteLesson: {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).lesson.id },
  },
  getWeekAssignments: { expect: COURSE_STAFF },
  createAssignment: {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ title: 'Matrix essay', instructions_html: '<p>Argue.</p>' }),
  },
  getAssignment: { expect: COURSE_STAFF },
  updateAssignment: {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({
      title: world.assignment.title,
      instructions_html: world.assignment.instructionsHtml,
    }),
  },
  deleteAssignment: {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).assignment.id },
  },
  getRubric: { expect: COURSE_STAFF },
  // No criteria: the assignment keeps having no rubric, whoever is let through.
  saveRubric: { expect: COURSE_INSTRUCTORS, body: () => ({ criteria: [] }) },
  getRubricLibrary: { expect: ANY_INSTRUCTOR },

  getUsers: { expect: ANY_INSTRUCTOR },
  updateUserRole: {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.promoted.id },
    body: () => ({ role: 'admin' }),
  },
  approveUser: {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.user.id },
  },
  rejectUser: {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.user.id },
  },
  getEnrollments: { expect: ANY_INSTRUCTOR },
  createEnrollment: {
    expect: COURSE_INSTRUCTORS,
    // Already enrolled: the call succeeds and nobody's enrollments change.
    body: (world) => ({ course_id: world.course.id, user_ids: [world.accounts.otherStudent.id] }),
  },
  deleteEnrollment: {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).enrollment.id },
  },
  // Any signed-in person sends their own browser log events there, despite the /admin path (section 7).
  ingestLogs: { expect: SIGNED_IN, body: () => [logEvent] },
  // Section 7's legacy analytics call, turned on for this test (LEGACY_ANALYTICS=1).
  legacyAnalytics: {
    expect: SIGNED_IN,
    body: () => ({ events: [logEvent], config: { app_version: '0.17.0-beta', session_id: 'tab-1' } }),
  },
  getLogs: { expect: SITE_ADMIN_ONLY },
  getLog: { expect: SITE_ADMIN_ONLY },
  exportUsers: { expect: SITE_ADMIN_ONLY },
  exportEnrollments: { expect: ANY_INSTRUCTOR },
  exportGrades: { expect: ANY_INSTRUCTOR },
  getDashboard: { expect: ANY_INSTRUCTOR },
  getAssignmentSubmissions: { expect: COURSE_STAFF },
  getAssignmentStudents: { expect: COURSE_STAFF },
  setExtension: {
    expect: COURSE_INSTRUCTORS,
    params: { userId: extendedStudent },
    body: () => ({ due_at: '2030-01-01T09:00:00.000Z' }),
  },
  // Takes back the extension the PUT above gave, so it runs after it.
  deleteExtension: {
    expect: COURSE_INSTRUCTORS,
    params: { userId: extendedStudent },
    last: true,
  },
  getAwaitingReview: { expect: ANY_INSTRUCTOR },
  getSubmissionReview: { expect: COURSE_STAFF },
  updateFeedbackItem: {
    expect: COURSE_STAFF,
    body: () => ({ decision: 'accepted' }),
  },
  createFeedbackItem: {
    expect: COURSE_STAFF,
    body: essayItem,
  },
  updateCarriedItem: {
    expect: COURSE_STAFF,
    params: {
      assignmentId: (world) => world.revision.assignmentId,
      submissionId: (world) => world.revision.id,
      itemId: (world) => world.carried.id,
    },
    body: () => ({ status: 'addressed' }),
  },
  saveReview: {
    expect: COURSE_STAFF,
    body: () =>
      reviewForm({
        grade: 80,
        general_feedback: 'A clear claim.',
        overall_feedback: 'Clear.',
        strengths: ['A clear claim.'],
        areas_for_improvement: ['More evidence.'],
        encouragement: 'Keep going.',
        release: false,
      }),
  },
  // Drops the drafted items, the matrix's feedback item among them.
  regenerateFeedback: {
    expect: COURSE_STAFF,
    last: true,
  },
  getAnalytics: { expect: ANY_INSTRUCTOR },
  getActivity: { expect: ANY_INSTRUCTOR },

  getStudentCourses: { expect: ANY_ACTIVE_STUDENT },
  // Joining is how a new account gets in: any signed-in one may (this course's code approves no one).
  joinCourse: { expect: SIGNED_IN, body: () => ({ code: MATRIX_JOIN_CODE }), last: true },
  getStudentCourse: { expect: STUDENTS_OF_THE_COURSE },
  getStudentWeek: { expect: STUDENTS_OF_THE_COURSE },
  getDueAssignments: { expect: ANY_ACTIVE_STUDENT },
  getStudentAssignment: { expect: STUDENTS_OF_THE_COURSE },
  submitEssay: {
    expect: STUDENTS_OF_THE_COURSE,
    params: { id: (world) => world.openAssignment.id },
    body: () => ({ content_html: '<p>Trees cool the streets in summer.</p>' }),
  },
  // The draft is found by who asks: a classmate, or a course's instructor, reaches only their own.
  getEssayDraft: { expect: STUDENTS_OF_THE_COURSE },
  saveEssayDraft: {
    expect: STUDENTS_OF_THE_COURSE,
    body: () => ({ content_html: '<p>Trees cool the streets.</p>', base_revision: 0 }),
  },
  getDraftHistory: { expect: STUDENTS_OF_THE_COURSE },
  getDraftHistoryVersion: {
    expect: AUTHOR_IN_THE_COURSE,
    params: { entryId: () => draftHistoryId },
  },
  getStudentGrades: { expect: ANY_ACTIVE_STUDENT },
  getStudentFeedback: { expect: ANY_ACTIVE_STUDENT },
  // Hides the student's entry from their own lists.
  deleteStudentFeedback: { expect: AUTHOR_ONLY, last: true },
  getAssignmentFeedback: { expect: AUTHOR_IN_THE_COURSE },
  getSubmissionGrade: { expect: AUTHOR_OR_STAFF },
  getSubmissionDiff: { expect: AUTHOR_OR_STAFF },
  getUnreadReplies: { expect: { ...SIGNED_IN, unverified: 403, pending: 403 } },
  getReplies: {
    expect: AUTHOR_OR_STAFF,
    params: { itemId: (world) => world.releasedItem.id },
  },
  createReply: {
    expect: AUTHOR_OR_STAFF,
    params: { itemId: (world) => world.releasedItem.id },
    body: () => ({ body: 'Why is this sentence a problem?' }),
  },

  // The LMSs that may launch Margin and the tool's own keys: the site administrator's alone.
  listLtiPlatforms: { expect: SITE_ADMIN_ONLY },
  createLtiPlatform: {
    expect: SITE_ADMIN_ONLY,
    body: () => ltiPlatformBody(`https://lms-${process.pid}.example.edu`),
  },
  deleteLtiPlatform: { expect: SITE_ADMIN_ONLY, params: { id: () => ltiPlatformId }, last: true },
  getLtiTool: { expect: SITE_ADMIN_ONLY },
  rotateLtiKey: { expect: SITE_ADMIN_ONLY },
  // The matrix's course is linked to no LMS: those let through hear so (409), nothing changes.
  syncLtiRoster: { expect: COURSE_INSTRUCTORS },
  // A deep-linking request is its instructor's alone: everyone else finds nothing, the site administrator too.
  getLtiContentRequest: {
    expect: { ...OWNER_ONLY, instructor: 'allow', admin: 404 },
    params: { id: () => contentRequestId },
  },
  answerLtiContentRequest: {
    expect: { ...OWNER_ONLY, instructor: 'allow', admin: 404 },
    params: { id: () => contentRequestId },
    body: (world) => ({ assignment_ids: [world.assignment.id], new_assignment: null }),
    last: true,
  },
};

/** Which fixture an `:id` stands for, read from the collection named just before it. */
const FIXTURE_OF_COLLECTION: Record<string, (world: AccessWorld) => number> = {
  users: (world) => world.accounts.student.id,
  courses: (world) => world.course.id,
  weeks: (world) => world.week.id,
  lessons: (world) => world.lesson.id,
  assignments: (world) => world.assignment.id,
  enrollments: (world) => world.studentEnrollment.id,
  logs: (world) => world.logRecord.id,
  submissions: (world) => world.submission.id,
  feedback: (world) => world.submission.id,
};
const FIXTURE_OF_PARAM: Record<string, (world: AccessWorld) => number> = {
  courseId: (world) => world.course.id,
  assignmentId: (world) => world.assignment.id,
  submissionId: (world) => world.submission.id,
  itemId: (world) => world.item.id,
};

function concrete(url: string, world: AccessWorld, who: Principal, overrides: Check['params'] = {}): string {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const fixture =
        overrides[name] ??
        FIXTURE_OF_PARAM[name] ??
        (name === 'id' ? FIXTURE_OF_COLLECTION[segments[index - 1]] : undefined);
      if (!fixture) throw new Error(`No fixture for ${segment} in ${url}: name one in the matrix.`);
      return String(fixture(world, who));
    })
    .join('/');
}

let server: TestServer;
let world: AccessWorld;
beforeAll(async () => {
  server = await startTestServer({ LEGACY_ANALYTICS: '1' });
  world = await buildAccessWorld(server);
  // A course of its own to join, so that no other check changes what joining finds.
  await server.handle.db
    .insert(courses)
    .values({ title: 'Open to join', joinCode: MATRIX_JOIN_CODE, joinApprovesPending: false });
  const [entry] = await server.handle.db
    .insert(commentBankEntries)
    .values({ ownerId: world.accounts.admin.id, ...bankEntry })
    .returning();
  bankEntryId = entry.id;
  const [category, spare] = await server.handle.db
    .insert(feedbackCategories)
    .values(
      ['Matrix', 'Spare'].map((name, index) => ({
        ownerId: world.accounts.admin.id,
        key: name.toLowerCase(),
        name,
        color: '#123456',
        sortOrder: index + 1,
      })),
    )
    .returning();
  categoryId = category.id;
  spareCategoryId = spare.id;
  const [draft] = await server.handle.db
    .insert(essayDraftHistory)
    .values({
      userId: world.accounts.student.id,
      assignmentId: world.assignment.id,
      contentHtml: '<p>An earlier state.</p>',
      wordCount: 3,
      revision: 1,
      savedAt: new Date(),
    })
    .returning();
  draftHistoryId = draft.id;
  const deletable = ltiPlatformBody('https://spare-lms.example.edu');
  const [platform] = await server.handle.db
    .insert(ltiPlatforms)
    .values({
      issuer: deletable.issuer,
      clientId: deletable.client_id,
      deploymentIds: deletable.deployment_ids,
      authLoginUrl: deletable.auth_login_url,
      authTokenUrl: deletable.auth_token_url,
      jwksUrl: deletable.jwks_url,
    })
    .returning();
  ltiPlatformId = platform.id;
  const linked = ltiPlatformBody('https://linked-lms.example.edu');
  const [linkedPlatform] = await server.handle.db
    .insert(ltiPlatforms)
    .values({
      issuer: linked.issuer,
      clientId: linked.client_id,
      deploymentIds: linked.deployment_ids,
      authLoginUrl: linked.auth_login_url,
      authTokenUrl: linked.auth_token_url,
      jwksUrl: linked.jwks_url,
    })
    .returning();
  const [context] = await server.handle.db
    .insert(ltiContexts)
    .values({
      issuer: linked.issuer,
      deploymentId: 'deployment-1',
      contextId: 'c-1',
      courseId: world.course.id,
    })
    .returning();
  contentRequestId = await insertContentRequest(server.handle.db, {
    platformId: linkedPlatform.id,
    deploymentId: 'deployment-1',
    ltiContextId: context.id,
    userId: world.accounts.instructor.id,
    returnUrl: `${linked.issuer}/deep-link-return`,
    data: null,
    acceptMultiple: true,
  });
});
afterAll(() => server.close());

async function outcome(name: ApiRouteName, check: Check, who: Principal): Promise<Expected | number> {
  const { method, path } = API_ROUTES[name];
  const body = check.body ? await check.body(world, who) : undefined;
  const response = await server.app.inject({
    method,
    url: concrete(`${API_PREFIX}${path}`, world, who, check.params),
    headers: who === 'anonymous' ? {} : bearer(world.tokens[who]),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const status = response.statusCode;
  return [401, 403, 404].includes(status) || status >= 500 ? (status as Expected) : 'allow';
}

/** The contract's name of a route the server serves. */
const nameOf = (route: { method: string; url: string }) =>
  routeNameOf(route.method, route.url.slice(API_PREFIX.length)) ?? `${route.method} ${route.url}`;
const inOrder = (Object.keys(EXPECTED) as ApiRouteName[])
  .sort((a, b) => Number(Boolean(EXPECTED[a].last)) - Number(Boolean(EXPECTED[b].last)))
  .map((name) => ({ name, address: `${API_ROUTES[name].method} ${API_PREFIX}${API_ROUTES[name].path}` }));

describe('the authorization matrix', () => {
  it('states an expectation for every route the server has, and for no route it lacks', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(server.app.apiRoutes.map(nameOf).sort());
  });

  it('agrees with the access level each route declares', () => {
    const disagreements: string[] = [];
    for (const route of server.app.apiRoutes) {
      const row = EXPECTED[nameOf(route) as ApiRouteName]?.expect;
      if (!row) continue;
      for (const who of PRINCIPALS) {
        const account =
          who === 'anonymous' ? null : { ...world.accounts[who], sessionId: '', siteAdmin: who === 'admin' };
        // Parameters that name an account name the student's.
        const allowed = decideAccess(route.access, account, world.accounts.student.id);
        // A route for the site administrator refuses every other admin account.
        const decision =
          allowed === 'allow' && route.staff === 'site' && !account?.siteAdmin ? 'forbidden' : allowed;
        const agrees =
          decision === 'unauthenticated'
            ? row[who] === 401
            : decision === 'forbidden'
              ? row[who] === 403
              : row[who] !== 401;
        if (!agrees)
          disagreements.push(`${nameOf(route)} (${route.access}): ${who} ${decision}, table ${row[who]}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each(inOrder)('$name: $address', async ({ name }) => {
    const check = EXPECTED[name];
    // The callers never share an object they may change, so they may ask at once.
    const outcomes = await Promise.all(PRINCIPALS.map((who) => outcome(name, check, who)));
    expect(Object.fromEntries(PRINCIPALS.map((who, index) => [who, outcomes[index]]))).toEqual(check.expect);
  });
});
