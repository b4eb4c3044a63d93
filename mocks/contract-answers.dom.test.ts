import { Value } from 'typebox/value';
import { API_ROUTES, type ApiRouteName } from '../src/shared/contract/routes';
import { ROUTE_SCHEMAS } from '../src/shared/contract/schemas/routes';
import { callAs, problemsOf, RELEASED_TO_STUDENT, seedContractScenario } from '../test/mocks/contract-calls';
import { db } from './db';
import { READY_SUBMISSION_ID } from './fixtures/grading';
import { userFixtures } from './fixtures/users';

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
    ['listLtiPlatforms', {}],
    ['getLtiTool', {}],
    ['getLtiContentRequest', { id: 3 }],
  ];
}

const asStudent = (name: ApiRouteName) => /^\/(student|submissions)\//.test(API_ROUTES[name].path);

describe('the mocks answer as the contract says', () => {
  beforeEach(seedContractScenario);

  it('checks every GET the browser makes and the mocks serve', () => {
    const checked = new Set(getsToCheck().map(([name]) => name));
    const gets = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => API_ROUTES[name].method === 'GET' && ROUTE_SCHEMAS[name].answer?.[200],
    );
    // The health check is for load balancers and no screen reads one lesson on its own: no mocks.
    expect(gets.filter((name) => !checked.has(name))).toEqual(['health', 'getLesson']);
  });

  it.each(getsToCheck())('%s answers what its answer schema allows', async (name, params) => {
    const caller = asStudent(name) || name === 'getMe' ? 'student' : 'admin';
    const { status, body } = await callAs(caller, name, { params });
    expect(status).toBe(200);
    // An empty list would pass any list schema: each list here holds something to check.
    const rows = Array.isArray(body) ? body : [body.items, body.users, body.records].find(Array.isArray);
    if (rows) expect(rows.length).toBeGreaterThan(0);
    const schema = ROUTE_SCHEMAS[name].answer![200];
    expect(problemsOf(schema, body)).toEqual([]);
    expect(Value.Check(schema, body)).toBe(true);
  });
});
