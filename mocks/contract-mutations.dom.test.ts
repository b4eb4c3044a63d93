import { eventCore, nobody } from '../src/client/features/browser-logging';
import { API_ROUTES, type ApiRouteName } from '../src/shared/contract/routes';
import { ROUTE_SCHEMAS } from '../src/shared/contract/schemas/routes';
import {
  type Caller,
  type ContractCall,
  callAs,
  problemsOf,
  RELEASED_TO_STUDENT,
  seedContractScenario,
} from '../test/mocks/contract-calls';
import { db, startSession } from './db';
import { GRADING_ESSAY_HTML, plainTextOf, READY_SUBMISSION_ID } from './fixtures/grading';
import { userFixtures } from './fixtures/users';
import { VALID_VERIFICATION_TOKEN } from './fixtures/verification';

interface Mutation {
  name: ApiRouteName;
  as: Caller;
  /** The call, made ready first where it needs something the scenario lacks. */
  call: () => ContractCall | Promise<ContractCall>;
}

const { admin, student, pending, newcomer, unverified } = userFixtures;
const review = { assignmentId: 500, submissionId: READY_SUBMISSION_ID };
const NEW_PASSWORD = 'a long enough password';
const INVITATION = 'invitation-link-0000000001';

/** The instructor's categories, which the server makes at their first use. */
async function adminCategoryIds() {
  await callAs('admin', 'getFeedbackCategories', {});
  return db.feedbackCategories.filter((row) => row.owner_id === admin.user.id).map((row) => row.id);
}

const LMS = {
  issuer: 'https://canvas.example.edu',
  client_id: '10000000000001',
  deployment_ids: ['1:course-site'],
  auth_login_url: 'https://canvas.example.edu/api/lti/authorize_redirect',
  auth_token_url: 'https://canvas.example.edu/login/oauth2/token',
  jwks_url: 'https://canvas.example.edu/api/lti/security/jwks',
};

const logEvent = {
  ...eventCore({ action: 'openPage', category: 'PERFORMANCE', duration: 12 }),
  ...nobody,
  timestamp: '2026-01-15T10:00:00.000Z',
  sessionId: 'tab-1',
  browserInfo: 'jest',
  pageUrl: 'http://margin.test/user/dashboard',
};

/** Each call that changes something, as the browser makes it, with what it needs to succeed. */
const MUTATIONS: Mutation[] = [
  {
    name: 'login',
    as: 'visitor',
    call: () => ({ body: { identifier: admin.user.username, password: admin.password } }),
  },
  {
    name: 'refresh',
    as: 'visitor',
    call: () => ({ body: { refresh_token: startSession(admin.user).refresh_token } }),
  },
  {
    name: 'logout',
    as: 'visitor',
    call: () => ({ body: { refresh_token: startSession(admin.user).refresh_token } }),
  },
  {
    name: 'register',
    as: 'visitor',
    call: () => ({
      body: { username: 'new.writer', email: 'new.writer@example.com', password: NEW_PASSWORD },
    }),
  },
  { name: 'verifyEmail', as: 'visitor', call: () => ({ body: { token: VALID_VERIFICATION_TOKEN } }) },
  { name: 'resendVerification', as: 'visitor', call: () => ({ body: { email: unverified.user.email } }) },
  {
    name: 'acceptInvitation',
    as: 'visitor',
    call: () => {
      db.verificationTokens.set(INVITATION, {
        userId: unverified.user.id,
        email: unverified.user.email,
        purpose: 'invite',
      });
      return { body: { token: INVITATION, password: NEW_PASSWORD } };
    },
  },
  {
    name: 'updateProfile',
    as: 'student',
    call: () => ({
      body: { username: student.user.username, email: student.user.email, display_name: 'Sam S.' },
    }),
  },
  {
    name: 'changePassword',
    as: 'student',
    call: () => ({ body: { current_password: student.password, new_password: NEW_PASSWORD } }),
  },
  {
    name: 'updateNotificationSettings',
    as: 'student',
    call: () => ({ body: { released: true, replies: false, revisions: true } }),
  },

  {
    name: 'createBankEntry',
    as: 'admin',
    call: () => ({ body: { comment: 'Cite it.', suggestion: '', category: 'evidence' } }),
  },
  {
    name: 'updateBankEntry',
    as: 'admin',
    call: () => ({
      params: { id: 1 },
      body: { comment: 'Cite the source.', suggestion: '', category: 'evidence' },
    }),
  },
  { name: 'deleteBankEntry', as: 'admin', call: () => ({ params: { id: 1 } }) },
  { name: 'createLtiPlatform', as: 'admin', call: () => ({ body: LMS }) },
  {
    name: 'deleteLtiPlatform',
    as: 'admin',
    call: async () => {
      const created = await callAs('admin', 'createLtiPlatform', { body: LMS });
      return { params: { id: (created.body as { id: number }).id } };
    },
  },
  { name: 'rotateLtiKey', as: 'admin', call: () => ({}) },
  {
    name: 'answerLtiContentRequest',
    as: 'admin',
    call: () => ({
      params: { id: 3 },
      body: { assignment_ids: [], new_assignment: { title: 'Reflection', week_id: null } },
    }),
  },
  {
    name: 'syncLtiRoster',
    as: 'admin',
    call: () => {
      db.ltiLinkedCourses.add(10);
      return { params: { id: 10 } };
    },
  },
  { name: 'createFeedbackCategory', as: 'admin', call: () => ({ body: { name: 'Tone', color: '#123456' } }) },
  {
    name: 'reorderFeedbackCategories',
    as: 'admin',
    call: async () => ({ body: { ids: (await adminCategoryIds()).reverse() } }),
  },
  {
    name: 'updateFeedbackCategory',
    as: 'admin',
    call: async () => ({ params: { id: (await adminCategoryIds())[0] }, body: { isActive: false } }),
  },
  {
    name: 'deleteFeedbackCategory',
    as: 'admin',
    call: async () => ({ params: { id: (await adminCategoryIds())[0] } }),
  },

  { name: 'createCourse', as: 'admin', call: () => ({ body: { title: 'Argument and Evidence' } }) },
  {
    name: 'updateCourse',
    as: 'admin',
    call: () => ({ params: { id: 10 }, body: { title: 'Renamed', description: '' } }),
  },
  // Style Workshop holds nothing, so it goes without a second question.
  { name: 'deleteCourse', as: 'admin', call: () => ({ params: { id: 12 } }) },
  { name: 'createJoinCode', as: 'admin', call: () => ({ params: { id: 10 }, body: {} }) },
  { name: 'deleteJoinCode', as: 'admin', call: () => ({ params: { id: 10 } }) },
  {
    name: 'importRoster',
    as: 'admin',
    call: () => ({ params: { id: 10 }, body: { csv: 'new.student@example.com, New Student' } }),
  },
  {
    name: 'addCourseStaff',
    as: 'admin',
    call: () => ({ params: { id: 10 }, body: { user_id: admin.user.id, role: 'instructor' } }),
  },
  { name: 'removeCourseStaff', as: 'admin', call: () => ({ params: { id: 10, userId: admin.user.id } }) },
  { name: 'createWeek', as: 'admin', call: () => ({ params: { courseId: 10 }, body: { week_number: 9 } }) },
  {
    name: 'updateWeek',
    as: 'admin',
    call: () => ({ params: { id: 101 }, body: { week_number: 2, title: 'Evidence' } }),
  },
  { name: 'deleteWeek', as: 'admin', call: () => ({ params: { id: 101 } }) },
  {
    name: 'createLesson',
    as: 'admin',
    call: () => ({
      params: { id: 100 },
      body: { title: 'Counterclaims', content_html: '<p>Answer one.</p>' },
    }),
  },
  {
    name: 'reorderLessons',
    as: 'admin',
    call: () => ({ params: { id: 100 }, body: { lesson_ids: [1001, 1000] } }),
  },
  {
    name: 'updateLesson',
    as: 'admin',
    call: () => ({ params: { id: 1000 }, body: { title: 'A thesis', content_html: '<p>Claim.</p>' } }),
  },
  { name: 'deleteLesson', as: 'admin', call: () => ({ params: { id: 1001 } }) },
  {
    name: 'createAssignment',
    as: 'admin',
    call: () => ({ params: { id: 100 }, body: { title: 'Rebuttal', instructions_html: '<p>Argue.</p>' } }),
  },
  {
    name: 'updateAssignment',
    as: 'admin',
    call: () => ({
      params: { id: 500 },
      body: { title: 'Thesis', instructions_html: '<p>One paragraph.</p>' },
    }),
  },
  // Its released essay goes with it, which the instructor confirmed.
  { name: 'deleteAssignment', as: 'admin', call: () => ({ params: { id: 501 }, query: '?confirmed=true' }) },
  {
    name: 'setExtension',
    as: 'admin',
    call: () => ({
      params: { id: 500, userId: student.user.id },
      body: { due_at: '2030-01-01T09:00:00.000Z' },
    }),
  },
  {
    name: 'deleteExtension',
    as: 'admin',
    call: () => {
      db.extensions.set(`500:${student.user.id}`, '2030-01-01T09:00:00.000Z');
      return { params: { id: 500, userId: student.user.id } };
    },
  },
  { name: 'saveRubric', as: 'admin', call: () => ({ params: { id: 500 }, body: { criteria: [] } }) },
  { name: 'approveUser', as: 'admin', call: () => ({ params: { id: pending.user.id } }) },
  { name: 'rejectUser', as: 'admin', call: () => ({ params: { id: pending.user.id } }) },
  {
    name: 'updateUserRole',
    as: 'admin',
    call: () => ({ params: { id: newcomer.user.id }, body: { role: 'admin' } }),
  },
  {
    name: 'createEnrollment',
    as: 'admin',
    call: () => ({ body: { course_id: 11, user_ids: [newcomer.user.id] } }),
  },
  { name: 'deleteEnrollment', as: 'admin', call: () => ({ params: { id: 1 } }) },
  { name: 'ingestLogs', as: 'student', call: () => ({ body: [logEvent] }) },

  // The ready essay's drafted comments are numbered from 700 (fixtures/grading.ts).
  {
    name: 'updateFeedbackItem',
    as: 'admin',
    call: () => ({ params: { ...review, itemId: 700 }, body: { decision: 'accepted' } }),
  },
  {
    name: 'createFeedbackItem',
    as: 'admin',
    call: () => {
      const quote = 'thousands of people';
      const startIndex = plainTextOf(GRADING_ESSAY_HTML).indexOf(quote);
      const item = {
        quote,
        startIndex,
        endIndex: startIndex + quote.length,
        category: 'clarity',
        severity: 'low',
      };
      return { params: review, body: { ...item, comment: 'How many?', suggestion: '' } };
    },
  },
  {
    name: 'saveReview',
    as: 'admin',
    call: () => ({
      params: review,
      body: {
        grade: null,
        general_feedback: '',
        overall_feedback: 'A claim, and the start of its evidence.',
        strengths: [],
        areas_for_improvement: ['Name the town.'],
        encouragement: '',
        release: false,
      },
    }),
  },
  {
    name: 'updateCarriedItem',
    as: 'admin',
    call: () => {
      db.carriedItems.push({
        id: 7000,
        submission_id: review.submissionId,
        from_item_id: 700,
        quote: 'First, traffic.',
        previous_quote: 'First, traffic.',
        startIndex: 0,
        endIndex: 15,
        status: 'unchanged',
        status_confirmed: false,
        comment: 'A fragment.',
        suggestion: '',
        category: 'clarity',
        severity: 'low',
        aiGenerated: true,
      });
      return { params: { ...review, itemId: 7000 }, body: { status: 'addressed' } };
    },
  },
  { name: 'regenerateFeedback', as: 'admin', call: () => ({ params: review }) },
  // An instructor may answer under any comment of their courses.
  {
    name: 'createReply',
    as: 'admin',
    call: () => ({ params: { itemId: 700 }, body: { body: 'Say which figure.' } }),
  },

  {
    name: 'joinCourse',
    as: 'student',
    call: () => {
      db.joinCodes.set(12, { code: 'K7QM4XTP', approves_pending: true });
      return { body: { code: 'K7QM-4XTP' } };
    },
  },
  // Replaces the version under review, which no instructor has saved work on yet.
  {
    name: 'submitEssay',
    as: 'student',
    call: () => ({ params: { id: 500 }, body: { content_html: `<p>${'word '.repeat(120)}</p>` } }),
  },
  {
    name: 'saveEssayDraft',
    as: 'student',
    call: () => ({ params: { id: 500 }, body: { content_html: '<p>More.</p>', base_revision: 1 } }),
  },
  { name: 'deleteStudentFeedback', as: 'student', call: () => ({ params: { id: RELEASED_TO_STUDENT } }) },
];

const answersOf = (name: ApiRouteName) => ROUTE_SCHEMAS[name].answer ?? {};
const withAnswer = MUTATIONS.filter(({ name }) => Object.keys(answersOf(name)).length > 0);
const withoutAnswer = MUTATIONS.filter(({ name }) => Object.keys(answersOf(name)).length === 0);

/** The call, made ready, once its body is checked to be one the server would take. */
async function sent({ name, as, call }: Mutation) {
  const request = await call();
  if (request.body !== undefined) expect(problemsOf(ROUTE_SCHEMAS[name].body!, request.body)).toEqual([]);
  return callAs(as, name, request);
}

describe('the mocks change things as the contract says', () => {
  beforeEach(seedContractScenario);

  it('checks every call that changes something the browser makes and the mocks serve', () => {
    const checked = new Set(MUTATIONS.map(({ name }) => name));
    const mutations = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => API_ROUTES[name].method !== 'GET',
    );
    // The legacy channel is off in every build the tests and the demo use: no mock.
    expect(mutations.filter((name) => !checked.has(name))).toEqual(['legacyAnalytics']);
  });

  it.each(withAnswer)('$name answers what its answer schemas allow', async (mutation) => {
    const { status, body } = await sent(mutation);
    const answers = answersOf(mutation.name);
    expect(Object.keys(answers)).toContain(String(status));
    expect(problemsOf(answers[status], body)).toEqual([]);
  });

  it.each(withoutAnswer)(
    '$name answers 204 with no body, as its contract declares no answer',
    async (mutation) => {
      const { status, body } = await sent(mutation);
      expect(status).toBe(204);
      expect(body).toBeUndefined();
    },
  );
});
