import { Value } from 'typebox/value';
import { API_ROUTES, type ApiRouteName, pathTo } from '../src/shared/contract/routes';
import { ROUTE_SCHEMAS } from '../src/shared/contract/schemas/routes';
import { db, startSession } from './db';
import { READY_SUBMISSION_ID, seedGradingScenario } from './fixtures/grading';
import { ESSAY_RUBRIC } from './fixtures/rubrics';
import { sampleSubmission } from './fixtures/submissions';
import { userFixtures } from './fixtures/users';

const RELEASED_TO_STUDENT = 9200;

/** The fixtures as the browser tests and the demo meet them: the grading scenario and a released essay. */
function seed() {
  seedGradingScenario(db);
  db.rubrics.set(500, ESSAY_RUBRIC);
  db.rubricScores.set(READY_SUBMISSION_ID, [{ criterion_id: 10, level_id: 12, comment: 'A clear claim.' }]);
  db.assignments.push({ ...db.assignments[0], id: 501, title: 'Revise the thesis' });
  db.submissions.push(
    sampleSubmission({
      id: RELEASED_TO_STUDENT,
      assignment_id: 501,
      status: 'graded',
      grade: 82,
      feedback: 'A clear thesis.',
      graded_at: '2026-01-15T10:00:00.000Z',
      feedback_generated_at: '2026-01-14T10:00:00.000Z',
      is_approved: true,
    }),
  );
}

/** Each GET the browser makes, with parameters that name something in the fixtures. */
function getsToCheck(): Array<[ApiRouteName, Record<string, number>]> {
  const course = db.courses[0].id;
  const week = db.weeks.find((row) => row.course_id === course)!.id;
  const assignment = db.assignments.find((row) => row.week_id === week)!.id;
  // The grading scenario's essays answer 'Draft a thesis statement' (fixtures/grading.ts).
  const review = { assignment_id: 500, id: READY_SUBMISSION_ID };
  return [
    ['getCommentBank', {}],
    ['getFeedbackCategories', {}],
    ['getMe', {}],
    ['getUser', { id: userFixtures.student.user.id }],
    ['getUserEnrollments', { id: userFixtures.student.user.id }],
    ['getCourses', {}],
    ['getCourse', { id: course }],
    ['getCourseStaff', { id: course }],
    ['getCourseWeeks', { courseId: course }],
    ['getWeek', { id: week }],
    ['getWeekLessons', { id: week }],
    ['getWeekAssignments', { id: week }],
    ['getAssignment', { id: assignment }],
    ['getRubric', { id: 500 }],
    ['getRubricLibrary', {}],
    ['getUsers', {}],
    ['getEnrollments', {}],
    ['getLogs', {}],
    ['getLog', { id: db.logRecords[0].id }],
    ['getDashboard', {}],
    ['getAnalytics', {}],
    ['getActivity', {}],
    ['getAssignmentSubmissions', { id: review.assignment_id }],
    ['getAssignmentStudents', { id: review.assignment_id }],
    ['getAwaitingReview', {}],
    ['getSubmissionReview', { assignmentId: review.assignment_id, submissionId: review.id }],
    ['getStudentCourses', {}],
    ['getStudentCourse', { id: course }],
    ['getStudentWeek', { id: week }],
    ['getDueAssignments', {}],
    ['getStudentAssignment', { id: review.assignment_id }],
    ['getEssayDraft', { id: review.assignment_id }],
    ['getDraftHistory', { id: review.assignment_id }],
    ['getDraftHistoryVersion', { id: review.assignment_id, entryId: 1 }],
    ['getStudentGrades', {}],
    ['getStudentFeedback', {}],
    ['getAssignmentFeedback', { id: review.assignment_id }],
    ['getSubmissionGrade', { id: RELEASED_TO_STUDENT }],
    ['getSubmissionDiff', { id: review.id }],
    // The ready essay's comments are numbered from 700 (fixtures/grading.ts).
    ['getReplies', { itemId: 700 }],
    ['getUnreadReplies', {}],
    ['getNotificationSettings', {}],
  ];
}

const asStudent = (name: ApiRouteName) => /^\/(student|submissions)\//.test(API_ROUTES[name].path);

async function answerOf(name: ApiRouteName, params: Record<string, number>) {
  const who = asStudent(name) || name === 'getMe' ? userFixtures.student.user : userFixtures.admin.user;
  const { access_token } = startSession(db.users.get(who.id)!);
  const response = await fetch(`${window.location.origin}/api${pathTo(API_ROUTES[name], params)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return { status: response.status, body: await response.json() };
}

// The default data holds no comment bank, replies or drafts; an entry of each gives the lists something to check.
beforeEach(() => {
  const savedAt = '2026-01-15T10:00:00.000Z';
  db.essayDrafts.set(`${userFixtures.student.user.id}:500`, {
    content_html: '<p>A draft.</p>',
    revision: 1,
    saved_at: savedAt,
    history: [{ id: 1, revision: 1, word_count: 2, saved_at: savedAt, content_html: '<p>A draft.</p>' }],
  });
  db.replies.push({
    id: 1,
    item_id: 700,
    author_id: userFixtures.student.user.id,
    body: 'Why is this vague?',
    created_at: '2026-01-15T10:00:00.000Z',
    seen: false,
  });
  const saved = '2026-01-12T15:00:00.000Z';
  db.commentBank.push({
    id: 1,
    owner_id: userFixtures.admin.user.id,
    comment: 'Name the source of this figure.',
    suggestion: '',
    category: 'evidence',
    uses: 3,
    created_at: saved,
    updated_at: saved,
  });
});

describe('the mocks answer as the contract says', () => {
  beforeEach(seed);

  it('checks every GET the browser makes and the mocks serve', () => {
    const checked = new Set(getsToCheck().map(([name]) => name));
    const gets = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => API_ROUTES[name].method === 'GET' && ROUTE_SCHEMAS[name].answer?.[200],
    );
    // The health check is for load balancers and no screen reads one lesson on its own: no mocks.
    expect(gets.filter((name) => !checked.has(name))).toEqual(['health', 'getLesson']);
  });

  it.each(getsToCheck())('%s answers what its answer schema allows', async (name, params) => {
    const { status, body } = await answerOf(name, params);
    expect(status).toBe(200);
    // An empty list would pass any list schema: each list here holds something to check.
    const rows = Array.isArray(body) ? body : [body.items, body.users, body.records].find(Array.isArray);
    if (rows) expect(rows.length).toBeGreaterThan(0);
    const schema = ROUTE_SCHEMAS[name].answer![200];
    const problems = [...Value.Errors(schema, body)].slice(0, 5).map((error) => JSON.stringify(error));
    expect(problems).toEqual([]);
    expect(Value.Check(schema, body)).toBe(true);
  });
});
