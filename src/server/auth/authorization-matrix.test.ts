import { commentBankEntries, courses, essayDraftHistory, feedbackCategories } from '../db/schema';
import { listStoredCategories } from '../feedback-categories/category-store';
import { bearer, PASSWORD } from '../testing/factories';
import { itemOn } from '../testing/feedback-factories';
import {
  type AccessWorld,
  buildAccessWorld,
  PRINCIPALS,
  type Principal,
} from '../testing/security/access-world';
import { startTestServer, type TestServer } from '../testing/test-server';
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

/** Keyed by the route table's "METHOD url"; a route missing here, or named here but gone, fails the run. */
const EXPECTED: Record<string, Check> = {
  'GET /api/health': { expect: ANYONE },
  'POST /api/login': {
    expect: ANYONE,
    body: (world) => ({ identifier: world.bystander.username, password: PASSWORD }),
  },
  'POST /api/refresh': {
    expect: ANYONE,
    body: async (world) => ({ refresh_token: await world.freshRefreshToken() }),
  },
  'POST /api/logout': {
    expect: ANYONE,
    body: async (world) => ({ refresh_token: await world.freshRefreshToken() }),
  },
  'POST /api/register': {
    expect: ANYONE,
    body: () => {
      registered += 1;
      const name = `matrix_${registered}_${process.pid}`;
      return { username: name, email: `${name}@example.com`, password: 'long enough password' };
    },
  },
  'POST /api/verify-email': {
    expect: ANYONE,
    body: async (world) => ({ token: await world.freshVerificationToken() }),
  },
  // A link that works nothing is a 400 to everyone; the invitation's own tests use real ones.
  'POST /api/accept-invite': {
    expect: ANYONE,
    body: () => ({ token: 'A'.repeat(43), password: 'long enough password' }),
  },
  'POST /api/resend-verification': { expect: ANYONE, body: () => ({ email: 'nobody@example.com' }) },
  'PUT /api/profile': {
    expect: SIGNED_IN,
    // Each caller saves their own name and address unchanged, so nobody's standing changes.
    body: (world, who) => {
      const account = who === 'anonymous' ? world.accounts.student : world.accounts[who];
      return { username: account.username, email: account.email };
    },
  },
  'PUT /api/password': {
    expect: SIGNED_IN,
    body: () => ({ current_password: PASSWORD, new_password: PASSWORD }),
  },
  'GET /api/users/me': { expect: SIGNED_IN },
  'GET /api/profile/notifications': { expect: SIGNED_IN },
  // Each caller turns the same kind off for themselves only.
  'PUT /api/profile/notifications': {
    expect: SIGNED_IN,
    body: () => ({ released: true, replies: true, revisions: false }),
  },
  'GET /api/users/:id': { expect: THE_STUDENT_OR_ADMIN },
  'GET /api/admin/users/:id/enrollments': { expect: THE_STUDENT_OR_ADMIN },

  // The bank is the signed-in instructor's own: each query names them as its owner.
  'GET /api/admin/comment-bank': { expect: ANY_INSTRUCTOR },
  'POST /api/admin/comment-bank': { expect: ANY_INSTRUCTOR, body: () => bankEntry },
  'PUT /api/admin/comment-bank/:id': {
    expect: OWNER_ONLY,
    params: { id: () => bankEntryId },
    body: () => bankEntry,
  },
  'DELETE /api/admin/comment-bank/:id': { expect: OWNER_ONLY, params: { id: () => bankEntryId }, last: true },

  // Each instructor's own categories: every query names the signed-in instructor as the owner.
  'GET /api/admin/feedback-categories': { expect: ANY_INSTRUCTOR },
  'POST /api/admin/feedback-categories': {
    expect: ANY_INSTRUCTOR,
    body: () => ({ name: 'Matrix category', color: '#123456' }),
  },
  'PUT /api/admin/feedback-categories/:id': {
    expect: OWNER_ONLY,
    params: { id: () => categoryId },
    body: () => ({ isActive: true }),
  },
  'PUT /api/admin/feedback-categories/order': {
    expect: OWNER_ONLY,
    body: async (world) => ({
      ids: (await listStoredCategories(server.handle.db, world.accounts.admin.id)).map((row) => row.id),
    }),
  },
  'DELETE /api/admin/feedback-categories/:id': {
    expect: OWNER_ONLY,
    params: { id: () => spareCategoryId },
    last: true,
  },

  'GET /api/admin/courses': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/courses/:id': { expect: COURSE_STAFF },
  'POST /api/admin/courses': { expect: ANY_INSTRUCTOR, body: () => ({ title: 'Matrix course' }) },
  'PUT /api/admin/courses/:id': {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ title: world.course.title, description: world.course.description }),
  },
  'DELETE /api/admin/courses/:id': {
    expect: { ...COURSE_INSTRUCTORS, assistant: 404 },
    params: { id: (world, who) => world.spareFor(who).course.id },
  },
  'POST /api/admin/courses/:id/join-code': { expect: COURSE_INSTRUCTORS, body: () => ({}), last: true },
  'DELETE /api/admin/courses/:id/join-code': { expect: COURSE_INSTRUCTORS, last: true },
  // A line that is no address is reported, nothing written.
  'POST /api/admin/courses/:id/roster': {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ csv: 'not an address' }),
  },
  'GET /api/admin/courses/:id/staff': { expect: COURSE_STAFF },
  // Each of the two let through adds the same colleague as an assistant again: nobody's part changes.
  'POST /api/admin/courses/:id/staff': {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ user_id: world.spareFor('admin').staffMember.id, role: 'assistant' }),
  },
  'DELETE /api/admin/courses/:id/staff/:userId': {
    expect: COURSE_INSTRUCTORS,
    params: { userId: (world, who) => world.spareFor(who).staffMember.id },
    last: true,
  },
  'GET /api/admin/courses/:courseId/weeks': { expect: COURSE_STAFF },
  'POST /api/admin/courses/:courseId/weeks': {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ week_number: 99 }),
  },
  'GET /api/admin/weeks/:id': { expect: COURSE_STAFF },
  'PUT /api/admin/weeks/:id': {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ week_number: world.week.weekNumber, title: world.week.title }),
  },
  'DELETE /api/admin/weeks/:id': {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).week.id },
  },
  'GET /api/admin/weeks/:id/lessons': { expect: COURSE_STAFF },
  'POST /api/admin/weeks/:id/lessons': {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ title: 'Matrix lesson', content_html: '<p>Shade.</p>' }),
  },
  'PUT /api/admin/weeks/:id/lessons/order': {
    expect: COURSE_INSTRUCTORS,
    body: async (world) => ({ lesson_ids: await world.lessonIdsOf(world.week.id) }),
  },
  'GET /api/admin/lessons/:id': { expect: COURSE_STAFF },
  'PUT /api/admin/lessons/:id': {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({ title: world.lesson.title, content_html: world.lesson.contentHtml }),
  },
  'DELETE /api/admin/lessons/:id': {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).lesson.id },
  },
  'GET /api/admin/weeks/:id/assignments': { expect: COURSE_STAFF },
  'POST /api/admin/weeks/:id/assignments': {
    expect: COURSE_INSTRUCTORS,
    body: () => ({ title: 'Matrix essay', instructions_html: '<p>Argue.</p>' }),
  },
  'GET /api/admin/assignments/:id': { expect: COURSE_STAFF },
  'PUT /api/admin/assignments/:id': {
    expect: COURSE_INSTRUCTORS,
    body: (world) => ({
      title: world.assignment.title,
      instructions_html: world.assignment.instructionsHtml,
    }),
  },
  'DELETE /api/admin/assignments/:id': {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).assignment.id },
  },
  'GET /api/admin/assignments/:id/rubric': { expect: COURSE_STAFF },
  // No criteria: the assignment keeps having no rubric, whoever is let through.
  'PUT /api/admin/assignments/:id/rubric': { expect: COURSE_INSTRUCTORS, body: () => ({ criteria: [] }) },
  'GET /api/admin/rubrics': { expect: ANY_INSTRUCTOR },

  'GET /api/admin/users': { expect: ANY_INSTRUCTOR },
  'PATCH /api/admin/users/:id': {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.promoted.id },
    body: () => ({ role: 'admin' }),
  },
  'POST /api/admin/users/:id/approve': {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.user.id },
  },
  'POST /api/admin/users/:id/reject': {
    expect: SITE_ADMIN_ONLY,
    params: { id: (world) => world.spare.user.id },
  },
  'GET /api/admin/enrollments': { expect: ANY_INSTRUCTOR },
  'POST /api/admin/enrollments': {
    expect: COURSE_INSTRUCTORS,
    // Already enrolled: the call succeeds and nobody's enrollments change.
    body: (world) => ({ course_id: world.course.id, user_ids: [world.accounts.otherStudent.id] }),
  },
  'DELETE /api/admin/enrollments/:id': {
    expect: COURSE_INSTRUCTORS,
    params: { id: (world, who) => world.spareFor(who).enrollment.id },
  },
  // Any signed-in person sends their own browser log events there, despite the /admin path (section 7).
  'POST /api/admin/logs/ingest/batch': { expect: SIGNED_IN, body: () => [logEvent] },
  // Section 7's legacy analytics call, turned on for this test (LEGACY_ANALYTICS=1).
  'POST /api/logging/kusto': {
    expect: SIGNED_IN,
    body: () => ({ events: [logEvent], config: { app_version: '0.17.0-beta', session_id: 'tab-1' } }),
  },
  'GET /api/admin/logs': { expect: SITE_ADMIN_ONLY },
  'GET /api/admin/logs/:id': { expect: SITE_ADMIN_ONLY },
  'GET /api/admin/exports/users.xlsx': { expect: SITE_ADMIN_ONLY },
  'GET /api/admin/exports/enrollments.xlsx': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/exports/grades.xlsx': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/dashboard': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/assignments/:id/submissions': { expect: COURSE_STAFF },
  'GET /api/admin/assignments/:id/students': { expect: COURSE_STAFF },
  'PUT /api/admin/assignments/:id/extensions/:userId': {
    expect: COURSE_INSTRUCTORS,
    params: { userId: extendedStudent },
    body: () => ({ due_at: '2030-01-01T09:00:00.000Z' }),
  },
  // Takes back the extension the PUT above gave, so it runs after it.
  'DELETE /api/admin/assignments/:id/extensions/:userId': {
    expect: COURSE_INSTRUCTORS,
    params: { userId: extendedStudent },
    last: true,
  },
  'GET /api/admin/submissions/awaiting-review': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/assignments/:assignmentId/submissions/:submissionId': { expect: COURSE_STAFF },
  'PATCH /api/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items/:itemId': {
    expect: COURSE_STAFF,
    body: () => ({ decision: 'accepted' }),
  },
  'POST /api/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items': {
    expect: COURSE_STAFF,
    body: essayItem,
  },
  'PATCH /api/admin/assignments/:assignmentId/submissions/:submissionId/carried-items/:itemId': {
    expect: COURSE_STAFF,
    params: {
      assignmentId: (world) => world.revision.assignmentId,
      submissionId: (world) => world.revision.id,
      itemId: (world) => world.carried.id,
    },
    body: () => ({ status: 'addressed' }),
  },
  'PUT /api/admin/assignments/:assignmentId/submissions/:submissionId/review': {
    expect: COURSE_STAFF,
    body: () => ({
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
  'POST /api/admin/assignments/:assignmentId/submissions/:submissionId/regenerate': {
    expect: COURSE_STAFF,
    last: true,
  },
  'GET /api/admin/analytics': { expect: ANY_INSTRUCTOR },
  'GET /api/admin/activity': { expect: ANY_INSTRUCTOR },

  'GET /api/student/courses': { expect: ANY_ACTIVE_STUDENT },
  // Joining is how a new account gets in: any signed-in one may (this course's code approves no one).
  'POST /api/student/join': { expect: SIGNED_IN, body: () => ({ code: MATRIX_JOIN_CODE }), last: true },
  'GET /api/student/courses/:id': { expect: STUDENTS_OF_THE_COURSE },
  'GET /api/student/weeks/:id': { expect: STUDENTS_OF_THE_COURSE },
  'GET /api/student/assignments': { expect: ANY_ACTIVE_STUDENT },
  'GET /api/student/assignments/:id': { expect: STUDENTS_OF_THE_COURSE },
  'POST /api/student/assignments/:id/submissions': {
    expect: STUDENTS_OF_THE_COURSE,
    params: { id: (world) => world.openAssignment.id },
    body: () => ({ content_html: '<p>Trees cool the streets in summer.</p>' }),
  },
  // The draft is found by who asks: a classmate, or a course's instructor, reaches only their own.
  'GET /api/student/assignments/:id/draft': { expect: STUDENTS_OF_THE_COURSE },
  'PUT /api/student/assignments/:id/draft': {
    expect: STUDENTS_OF_THE_COURSE,
    body: () => ({ content_html: '<p>Trees cool the streets.</p>', base_revision: 0 }),
  },
  'GET /api/student/assignments/:id/draft/history': { expect: STUDENTS_OF_THE_COURSE },
  'GET /api/student/assignments/:id/draft/history/:entryId': {
    expect: AUTHOR_IN_THE_COURSE,
    params: { entryId: () => draftHistoryId },
  },
  'GET /api/student/grades': { expect: ANY_ACTIVE_STUDENT },
  'GET /api/student/feedback': { expect: ANY_ACTIVE_STUDENT },
  // Hides the student's entry from their own lists.
  'DELETE /api/student/feedback/:id': { expect: AUTHOR_ONLY, last: true },
  'GET /api/student/assignments/:id/feedback': { expect: AUTHOR_IN_THE_COURSE },
  'GET /api/submissions/:id/grade': { expect: AUTHOR_OR_STAFF },
  'GET /api/submissions/:id/diff': { expect: AUTHOR_OR_STAFF },
  'GET /api/replies/unread': { expect: { ...SIGNED_IN, unverified: 403, pending: 403 } },
  'GET /api/feedback-items/:itemId/replies': {
    expect: AUTHOR_OR_STAFF,
    params: { itemId: (world) => world.releasedItem.id },
  },
  'POST /api/feedback-items/:itemId/replies': {
    expect: AUTHOR_OR_STAFF,
    params: { itemId: (world) => world.releasedItem.id },
    body: () => ({ body: 'Why is this sentence a problem?' }),
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
});
afterAll(() => server.close());

async function outcome(key: string, check: Check, who: Principal): Promise<Expected | number> {
  const [method, url] = key.split(' ');
  const body = check.body ? await check.body(world, who) : undefined;
  const response = await server.app.inject({
    method: method as 'GET',
    url: concrete(url, world, who, check.params),
    headers: who === 'anonymous' ? {} : bearer(world.tokens[who]),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const status = response.statusCode;
  return [401, 403, 404].includes(status) || status >= 500 ? (status as Expected) : 'allow';
}

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const inOrder = Object.keys(EXPECTED).sort(
  (a, b) => Number(Boolean(EXPECTED[a].last)) - Number(Boolean(EXPECTED[b].last)),
);

describe('the authorization matrix', () => {
  it('states an expectation for every route the server has, and for no route it lacks', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(server.app.apiRoutes.map(keyOf).sort());
  });

  it('agrees with the access level each route declares', () => {
    const disagreements: string[] = [];
    for (const route of server.app.apiRoutes) {
      const row = EXPECTED[keyOf(route)]?.expect;
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
          disagreements.push(`${keyOf(route)} (${route.access}): ${who} ${decision}, table ${row[who]}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each(inOrder)('%s', async (key) => {
    const check = EXPECTED[key];
    // The callers never share an object they may change, so they may ask at once.
    const outcomes = await Promise.all(PRINCIPALS.map((who) => outcome(key, check, who)));
    expect(Object.fromEntries(PRINCIPALS.map((who, index) => [who, outcomes[index]]))).toEqual(check.expect);
  });
});
