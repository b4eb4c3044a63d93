import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../test/server/content-factories';
import { submitEssay } from '../../../test/server/course-world';
import { bearer } from '../../../test/server/factories';
import { gradingDesk, reviewForm } from '../../../test/server/grading';
import {
  COURSE_101,
  handoffOf,
  INSTRUCTOR,
  LEARNER,
  launchAs,
  setUpLtiWorld,
} from '../../../test/server/lti/launching';
import { dueNow, ltiJobs, runDueLtiJobs } from '../../../test/server/lti/lti-jobs';
import { ltiContexts, ltiGradeSends, ltiResourceLinks } from '../db/schema';
import { saveLineItemUrl } from './grade-send-store';

const world = setUpLtiWorld();
const db = () => world.server.handle.db;
const GRADEBOOK = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const context = COURSE_101;
const instructor = INSTRUCTOR;
const learner = LEARNER;

let instructorToken: string;
let learnerToken: string;
let courseId: number;

/** A link placed in the LMS course for a new assignment of the Margin course, opened by both people. */
async function linkedAssignment(linkId: string) {
  const { assignment } = await createWeekWithContent(db(), courseId);
  const resourceLink = { id: linkId, title: assignment.title };
  const custom = { assignment_id: String(assignment.id) };
  await launchAs(world.server, world.platform, { ...instructor, resourceLink, custom });
  learnerToken = handoffOf(await launchAs(world.server, world.platform, { ...learner, resourceLink })).session
    .token;
  return assignment;
}

async function submitted(assignmentId: number) {
  const response = await submitEssay(
    world.server,
    learnerToken,
    assignmentId,
    '<p>Cities should plant trees.</p>',
  );
  expect(response.statusCode).toBe(201);
  const submissionId = response.json().id as number;
  const desk = gradingDesk(world.server, instructorToken, assignmentId, submissionId);
  const release = async (grade: number) => {
    const answer = await desk.review(reviewForm({ grade, general_feedback: 'Well argued.', release: true }));
    expect(answer.statusCode).toBe(200);
  };
  return { submissionId, release };
}

const gradeSendOf = async (submissionId: number) =>
  (await db().select().from(ltiGradeSends).where(eq(ltiGradeSends.submissionId, submissionId)))[0];

async function lmsGradeInList(assignmentId: number, submissionId: number) {
  const list = await world.server.app.inject({
    url: `/api/admin/assignments/${assignmentId}/submissions`,
    headers: bearer(instructorToken),
  });
  expect(list.statusCode).toBe(200);
  return list.json().find((row: { id: number }) => row.id === submissionId).lms_grade;
}

describe('grades sent back to the LMS (AGS 2.0)', () => {
  beforeAll(async () => {
    instructorToken = handoffOf(await launchAs(world.server, world.platform, instructor)).session.token;
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

    await runDueLtiJobs(world.server);
    const lineItem = `${world.platform.issuer}/contexts/course-101/lineitems/link-1`;
    expect(world.platform.services.scores).toHaveLength(1);
    const [first] = world.platform.services.scores;
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
    const scoreTokens = world.platform.services.tokenRequests.filter(
      (request) => request.fields.scope === SCORE_SCOPE,
    );
    expect(scoreTokens).toHaveLength(1);
    expect(scoreTokens[0].assertion).toMatchObject({
      iss: world.platform.clientId,
      aud: `${world.platform.issuer}/token`,
    });

    await release(92);
    await runDueLtiJobs(world.server);
    expect(world.platform.services.scores.map((score) => score.body.scoreGiven)).toEqual([85, 92]);
    // Saving the released review again with the same grade sends nothing more.
    await release(92);
    expect(await runDueLtiJobs(world.server)).toBe(0);
  });

  it('leaves a failure with the platform answer and tries again', async () => {
    const assignment = await linkedAssignment('link-2');
    const { submissionId, release } = await submitted(assignment.id);
    world.platform.services.scoreFailure = {
      times: 1,
      status: 503,
      body: 'The grade book is closed for upkeep.',
    };
    await release(70);
    await runDueLtiJobs(world.server);
    expect(await lmsGradeInList(assignment.id, submissionId)).toEqual({
      status: 'failed',
      detail: 'HTTP 503: The grade book is closed for upkeep.',
      sent_at: null,
    });
    const [job] = (await ltiJobs(world.server)).filter(
      (row) => JSON.parse(row.payload).submissionId === submissionId,
    );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    // The grade book's failure is not the feedback draft's.
    const list = await world.server.app.inject({
      url: `/api/admin/assignments/${assignment.id}/submissions`,
      headers: bearer(instructorToken),
    });
    expect(list.json()[0].draft_status).not.toBe('failed');

    await dueNow(world.server, job.id);
    await runDueLtiJobs(world.server);
    expect((await gradeSendOf(submissionId)).status).toBe('sent');
    expect(world.platform.services.scores.at(-1)!.body).toMatchObject({
      scoreGiven: 70,
      userId: 'learner-42',
    });
  });

  it('makes the line item where the link has none, in the context line items', async () => {
    world.platform.tokenOverrides = {
      [GRADEBOOK]: {
        scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', SCORE_SCOPE],
        lineitems: `${world.platform.issuer}/contexts/course-101/lineitems`,
      },
    };
    const assignment = await linkedAssignment('link-3');
    world.platform.tokenOverrides = {};
    const { submissionId, release } = await submitted(assignment.id);
    await release(64);
    await runDueLtiJobs(world.server);
    expect(world.platform.services.lineItemsMade).toEqual([
      expect.objectContaining({
        scoreMaximum: 100,
        label: assignment.title,
        resourceId: String(assignment.id),
        resourceLinkId: 'link-3',
        contentType: 'application/vnd.ims.lis.v2.lineitem+json',
      }),
    ]);
    expect(world.platform.services.scores.at(-1)).toMatchObject({
      lineItem: `${world.platform.issuer}/contexts/course-101/lineitems/made-1`,
      body: expect.objectContaining({ scoreGiven: 64 }),
    });
    expect((await gradeSendOf(submissionId)).status).toBe('sent');
  });

  it('keeps the first line item made for a link: a later one is not saved over it', async () => {
    const [link] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, 'link-3'));
    const first = `${world.platform.issuer}/contexts/course-101/lineitems/made-1`;
    expect(link.lineItemUrl).toBe(first);
    const later = `${world.platform.issuer}/contexts/course-101/lineitems/made-again`;
    expect(await saveLineItemUrl(db(), link.id, later)).toBe(first);
    const [kept] = await db().select().from(ltiResourceLinks).where(eq(ltiResourceLinks.id, link.id));
    expect(kept.lineItemUrl).toBe(first);
  });

  it('queues no second job while the first still waits, and sends the grade current when it runs', async () => {
    const assignment = await linkedAssignment('link-4');
    const { submissionId, release } = await submitted(assignment.id);
    const jobsBefore = (await ltiJobs(world.server)).length;
    await release(70);
    await release(75);
    const queued = (await ltiJobs(world.server)).slice(jobsBefore);
    expect(queued.filter((job) => JSON.parse(job.payload).submissionId === submissionId)).toHaveLength(1);
    expect(await runDueLtiJobs(world.server)).toBe(1);
    expect(world.platform.services.scores.at(-1)!.body).toMatchObject({ scoreGiven: 75 });
    expect((await gradeSendOf(submissionId)).status).toBe('sent');
  });

  it('sends nothing for an assignment no LMS link opens', async () => {
    const { assignment } = await createWeekWithContent(db(), courseId);
    const { submissionId, release } = await submitted(assignment.id);
    await release(50);
    expect(await runDueLtiJobs(world.server)).toBe(0);
    expect(await lmsGradeInList(assignment.id, submissionId)).toBeNull();
  });
});
