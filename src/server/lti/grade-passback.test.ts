import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../test/server/content-factories';
import { submitEssay } from '../../../test/server/course-world';
import { bearer, signIn, siteAdministrator } from '../../../test/server/factories';
import { gradingDesk, reviewForm } from '../../../test/server/grading';
import { handoffOf, launchAs, registerPlatform } from '../../../test/server/lti/launching';
import { dueNow, ltiJobs, runDueLtiJobs } from '../../../test/server/lti/lti-jobs';
import { type LaunchPerson, ROLES, TestPlatform } from '../../../test/server/lti/test-platform';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { ltiContexts, ltiGradeSends } from '../db/schema';

let server: TestServer;
let platform: TestPlatform;
beforeAll(async () => {
  server = await startTestServer({ LTI_JWKS_REFETCH_MS: '0' });
  platform = await TestPlatform.start();
  platform.services.toolJwks = async () => (await server.app.inject({ url: '/lti/jwks' })).json();
  const admin = await siteAdministrator(server.handle.db);
  await registerPlatform(server, (await signIn(server, admin.username)).access_token, platform);
});
afterAll(async () => {
  await platform.close();
  await server.close();
});

const db = () => server.handle.db;
const GRADEBOOK = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const context = { id: 'course-101', title: 'Writing 101' };
const instructor: LaunchPerson = { sub: 'teacher-7', name: 'Ada Teacher', roles: ROLES.instructor, context };
const learner: LaunchPerson = { sub: 'learner-42', name: 'Lee Learner', roles: ROLES.learner, context };

let instructorToken: string;
let learnerToken: string;
let courseId: number;

/** A link placed in the LMS course for a new assignment of the Margin course, opened by both people. */
async function linkedAssignment(linkId: string) {
  const { assignment } = await createWeekWithContent(db(), courseId);
  const resourceLink = { id: linkId, title: assignment.title };
  const custom = { assignment_id: String(assignment.id) };
  await launchAs(server, platform, { ...instructor, resourceLink, custom });
  learnerToken = handoffOf(await launchAs(server, platform, { ...learner, resourceLink })).session.token;
  return assignment;
}

async function submitted(assignmentId: number) {
  const response = await submitEssay(server, learnerToken, assignmentId, '<p>Cities should plant trees.</p>');
  expect(response.statusCode).toBe(201);
  const submissionId = response.json().id as number;
  const desk = gradingDesk(server, instructorToken, assignmentId, submissionId);
  const release = async (grade: number) => {
    const answer = await desk.review(reviewForm({ grade, general_feedback: 'Well argued.', release: true }));
    expect(answer.statusCode).toBe(200);
  };
  return { submissionId, release };
}

const gradeSendOf = async (submissionId: number) =>
  (await db().select().from(ltiGradeSends).where(eq(ltiGradeSends.submissionId, submissionId)))[0];

async function lmsGradeInList(assignmentId: number, submissionId: number) {
  const list = await server.app.inject({
    url: `/api/admin/assignments/${assignmentId}/submissions`,
    headers: bearer(instructorToken),
  });
  expect(list.statusCode).toBe(200);
  return list.json().find((row: { id: number }) => row.id === submissionId).lms_grade;
}

describe('grades sent back to the LMS (AGS 2.0)', () => {
  beforeAll(async () => {
    instructorToken = handoffOf(await launchAs(server, platform, instructor)).session.token;
    const [row] = await db().select().from(ltiContexts).where(eq(ltiContexts.contextId, context.id));
    courseId = row.courseId;
  });

  it('posts the score on release and the new score on a re-release', async () => {
    const assignment = await linkedAssignment('link-1');
    const { submissionId, release } = await submitted(assignment.id);
    await release(85);
    expect((await gradeSendOf(submissionId)).status).toBe('waiting');
    expect(await lmsGradeInList(assignment.id, submissionId)).toEqual({
      status: 'waiting',
      detail: null,
      sent_at: null,
    });

    await runDueLtiJobs(server);
    const lineItem = `${platform.issuer}/contexts/course-101/lineitems/link-1`;
    expect(platform.services.scores).toHaveLength(1);
    const [first] = platform.services.scores;
    expect(first.lineItem).toBe(lineItem);
    expect(first.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(first.body).toMatchObject({
      userId: 'learner-42',
      scoreGiven: 85,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      comment: expect.stringContaining(`http://margin.test/user/feedback/${assignment.id}`),
    });
    expect(Date.parse(first.body.timestamp as string)).not.toBeNaN();
    const sent = await lmsGradeInList(assignment.id, submissionId);
    expect(sent).toMatchObject({ status: 'sent', detail: null });
    expect(Date.parse(sent.sent_at)).not.toBeNaN();
    const scoreTokens = platform.services.tokenRequests.filter(
      (request) => request.fields.scope === SCORE_SCOPE,
    );
    expect(scoreTokens).toHaveLength(1);
    expect(scoreTokens[0].assertion).toMatchObject({
      iss: platform.clientId,
      aud: `${platform.issuer}/token`,
    });

    await release(92);
    await runDueLtiJobs(server);
    expect(platform.services.scores.map((score) => score.body.scoreGiven)).toEqual([85, 92]);
    // Saving the released review again with the same grade sends nothing more.
    await release(92);
    expect(await runDueLtiJobs(server)).toBe(0);
  });

  it('leaves a failure with the platform answer and tries again', async () => {
    const assignment = await linkedAssignment('link-2');
    const { submissionId, release } = await submitted(assignment.id);
    platform.services.scoreFailure = { times: 1, status: 503, body: 'The grade book is closed for upkeep.' };
    await release(70);
    await runDueLtiJobs(server);
    expect(await lmsGradeInList(assignment.id, submissionId)).toEqual({
      status: 'failed',
      detail: 'HTTP 503: The grade book is closed for upkeep.',
      sent_at: null,
    });
    const [job] = (await ltiJobs(server)).filter(
      (row) => JSON.parse(row.payload).submissionId === submissionId,
    );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    // The grade book's failure is not the feedback draft's.
    const list = await server.app.inject({
      url: `/api/admin/assignments/${assignment.id}/submissions`,
      headers: bearer(instructorToken),
    });
    expect(list.json()[0].draft_status).not.toBe('failed');

    await dueNow(server, job.id);
    await runDueLtiJobs(server);
    expect((await gradeSendOf(submissionId)).status).toBe('sent');
    expect(platform.services.scores.at(-1)!.body).toMatchObject({ scoreGiven: 70, userId: 'learner-42' });
  });

  it('makes the line item where the link has none, in the context line items', async () => {
    platform.tokenOverrides = {
      [GRADEBOOK]: {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', SCORE_SCOPE],
        lineitems: `${platform.issuer}/contexts/course-101/lineitems`,
      },
    };
    const assignment = await linkedAssignment('link-3');
    platform.tokenOverrides = {};
    const { submissionId, release } = await submitted(assignment.id);
    await release(64);
    await runDueLtiJobs(server);
    expect(platform.services.lineItemsMade).toEqual([
      expect.objectContaining({
        scoreMaximum: 100,
        label: assignment.title,
        resourceId: String(assignment.id),
        resourceLinkId: 'link-3',
        contentType: 'application/vnd.ims.lis.v2.lineitem+json',
      }),
    ]);
    expect(platform.services.scores.at(-1)).toMatchObject({
      lineItem: `${platform.issuer}/contexts/course-101/lineitems/made-1`,
      body: expect.objectContaining({ scoreGiven: 64 }),
    });
    expect((await gradeSendOf(submissionId)).status).toBe('sent');
  });

  it('sends nothing for an assignment no LMS link opens', async () => {
    const { assignment } = await createWeekWithContent(db(), courseId);
    const { submissionId, release } = await submitted(assignment.id);
    await release(50);
    expect(await runDueLtiJobs(server)).toBe(0);
    expect(await lmsGradeInList(assignment.id, submissionId)).toBeNull();
  });
});
