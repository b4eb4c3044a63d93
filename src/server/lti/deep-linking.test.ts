import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { bearer } from '../../../test/server/factories';
import {
  FORM,
  form,
  handoffOf,
  INSTRUCTOR,
  LEARNER,
  launchAs,
  setUpLtiWorld,
} from '../../../test/server/lti/launching';
import { formFields, type LaunchPerson } from '../../../test/server/lti/test-platform';
import { assignments, ltiContexts, ltiResourceLinks, ltiUserLinks, weeks } from '../db/schema';

const world = setUpLtiWorld();
const db = () => world.server.handle.db;
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

/** An instructor of the LMS course asking to add Margin content, with these deep-linking settings. */
const asking = (person: LaunchPerson, settings: Record<string, unknown> = {}): LaunchPerson => ({
  ...person,
  claims: world.platform.deepLinkingClaims(settings),
});

/** A deep-linking launch signed in and landed on the picker: the request's id and the session's token. */
async function openPicker(person: LaunchPerson, settings: Record<string, unknown> = {}) {
  const response = await launchAs(world.server, world.platform, asking(person, settings));
  const { session, landing } = handoffOf(response);
  const id = Number(landing.match(/^\/admin\/lti\/content\/(\d+)$/)?.[1]);
  expect(id).toBeGreaterThan(0);
  return { id, token: session.token };
}

const getRequest = (id: number, token: string) =>
  world.server.app.inject({ url: `/api/admin/lti/content-requests/${id}`, headers: bearer(token) });

const answer = (id: number, token: string, body: object) =>
  world.server.app.inject({
    method: 'POST',
    url: `/api/admin/lti/content-requests/${id}`,
    headers: bearer(token),
    payload: { new_assignment: null, ...body },
  });

const carryBack = (returnToken: string) =>
  world.server.app.inject({
    method: 'POST',
    url: '/lti/content-return',
    headers: FORM,
    payload: form({ return_token: returnToken }),
  });

/** The signed answer as the platform receives it, verified with the key set Margin publishes. */
async function verifiedAnswer(jwt: string) {
  const keys = createLocalJWKSet((await world.server.app.inject({ url: '/lti/jwks' })).json());
  const { payload, protectedHeader } = await jwtVerify(jwt, keys, {
    issuer: world.platform.clientId,
    audience: world.platform.issuer,
    algorithms: ['RS256'],
  });
  return { payload, protectedHeader };
}

async function courseOf(contextId = 'course-101') {
  const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.contextId, contextId));
  return context.courseId;
}

describe('deep linking (LTI Deep Linking 2.0)', () => {
  let courseId = 0;
  let weekId = 0;
  let essayId = 0;

  beforeAll(async () => {
    // The instructor's first launch creates the course; it gets a week with one essay assignment.
    handoffOf(await launchAs(world.server, world.platform, INSTRUCTOR));
    courseId = await courseOf();
    const [week] = await db()
      .insert(weeks)
      .values({ courseId, weekNumber: 1, title: 'Arguments' })
      .returning();
    weekId = week.id;
    const [essay] = await db()
      .insert(assignments)
      .values({ weekId, title: 'The case for public libraries' })
      .returning();
    essayId = essay.id;
  });

  it("opens a picker of the course's assignments, and answers the platform with a signed link for each chosen one", async () => {
    const { id, token } = await openPicker(INSTRUCTOR);
    const request = await getRequest(id, token);
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({
      course_id: courseId,
      course_title: 'Writing 101',
      accept_multiple: true,
      weeks: [
        {
          id: weekId,
          title: 'Arguments',
          week_number: 1,
          assignments: [{ id: essayId, title: 'The case for public libraries', due_at: null }],
        },
      ],
    });

    const chosen = await answer(id, token, {
      assignment_ids: [essayId],
      new_assignment: { title: 'A letter to the editor', week_id: weekId },
    });
    expect(chosen.statusCode).toBe(201);
    const [made] = await db()
      .select()
      .from(assignments)
      .where(eq(assignments.title, 'A letter to the editor'));
    expect(made.weekId).toBe(weekId);

    const page = await carryBack(chosen.json().return_token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action ${world.platform.issuer}`);
    expect(page.body).toContain(`action="${world.platform.deepLinkReturnUrl}"`);
    const { payload, protectedHeader } = await verifiedAnswer(formFields(page.body).JWT);
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      [`${LTI}message_type`]: 'LtiDeepLinkingResponse',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: world.platform.deploymentId,
      [`${DL}data`]: 'opaque-platform-data',
    });
    expect(payload.nonce).toEqual(expect.any(String));
    expect(payload[`${DL}content_items`]).toEqual(
      [
        { id: essayId, title: 'The case for public libraries' },
        { id: made.id, title: 'A letter to the editor' },
      ].map(({ id: assignmentId, title }) => ({
        type: 'ltiResourceLink',
        title,
        url: 'http://margin.test/lti/launch',
        custom: { assignment_id: String(assignmentId) },
        lineItem: { scoreMaximum: 100, label: title, resourceId: String(assignmentId) },
      })),
    );

    // The answer goes back once; the request is closed once answered.
    const again = await carryBack(chosen.json().return_token);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already sent to your course');
    expect((await getRequest(id, token)).statusCode).toBe(404);
    expect((await answer(id, token, { assignment_ids: [essayId] })).statusCode).toBe(404);
  });

  it('opens the placed assignment when a learner follows the link the platform made from the answer', async () => {
    const response = await launchAs(world.server, world.platform, {
      ...LEARNER,
      resourceLink: { id: 'placed-link', title: 'The case for public libraries' },
      custom: { assignment_id: String(essayId) },
    });
    expect(handoffOf(response).landing).toBe(`/user/assignments/${essayId}`);
    const [link] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, 'placed-link'));
    expect(link.assignmentId).toBe(essayId);
  });

  it('makes the new assignment in the last week, or in a first week of a course that has none', async () => {
    const { id, token } = await openPicker(INSTRUCTOR);
    const chosen = await answer(id, token, {
      assignment_ids: [],
      new_assignment: { title: 'Reflection', week_id: null },
    });
    expect(chosen.statusCode).toBe(201);
    const [reflection] = await db().select().from(assignments).where(eq(assignments.title, 'Reflection'));
    expect(reflection.weekId).toBe(weekId);

    const newCourse = { ...INSTRUCTOR, context: { id: 'course-202', title: 'Rhetoric' } };
    const fresh = await openPicker(newCourse);
    const empty = await getRequest(fresh.id, fresh.token);
    expect(empty.json()).toMatchObject({ course_title: 'Rhetoric', weeks: [] });
    const made = await answer(fresh.id, fresh.token, {
      assignment_ids: [],
      new_assignment: { title: 'First essay', week_id: null },
    });
    expect(made.statusCode).toBe(201);
    const [firstWeek] = await db()
      .select()
      .from(weeks)
      .where(eq(weeks.courseId, await courseOf('course-202')));
    expect(firstWeek.weekNumber).toBe(1);
  });

  it('refuses a choice the platform cannot take, and assignments of another course', async () => {
    const single = await openPicker(INSTRUCTOR, { accept_multiple: false });
    const two = await answer(single.id, single.token, {
      assignment_ids: [essayId],
      new_assignment: { title: 'Second', week_id: weekId },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().fields.assignment_ids).toBe(
      'Your learning platform takes one assignment at a time here.',
    );
    const none = await answer(single.id, single.token, { assignment_ids: [] });
    expect(none.json().fields.assignment_ids).toBe('Choose an assignment, or make a new one.');

    const [elsewhere] = await db()
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.title, 'First essay'));
    const foreign = await answer(single.id, single.token, { assignment_ids: [elsewhere.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.assignment_ids).toBe('Choose assignments of this course.');
    // Nothing refused was answered: the request still takes a good choice.
    expect((await answer(single.id, single.token, { assignment_ids: [essayId] })).statusCode).toBe(201);
  });

  it("keeps each request its instructor's own", async () => {
    const { id } = await openPicker(INSTRUCTOR);
    const colleague = await openPicker({ ...INSTRUCTOR, sub: 'teacher-8', email: 'bo@school.example' });
    expect((await getRequest(id, colleague.token)).statusCode).toBe(404);
    expect((await answer(id, colleague.token, { assignment_ids: [essayId] })).statusCode).toBe(404);
    expect((await getRequest(id, world.adminToken)).statusCode).toBe(404);
  });

  it('refuses a learner, and a platform that takes no LTI links, before anyone is signed in', async () => {
    const learner = await launchAs(world.server, world.platform, asking({ ...LEARNER, sub: 'learner-dl' }));
    expect(learner.statusCode).toBe(403);
    expect(learner.body).toContain('Only the course&#39;s instructors can add Margin assignments to it.');
    const links = await db().select().from(ltiUserLinks).where(eq(ltiUserLinks.subject, 'learner-dl'));
    expect(links).toEqual([]);

    const filesOnly = await launchAs(
      world.server,
      world.platform,
      asking(INSTRUCTOR, { accept_types: ['file'] }),
    );
    expect(filesOnly.statusCode).toBe(400);
    expect(filesOnly.body).toContain('cannot take Margin assignments from here');
    const nowhere = await launchAs(
      world.server,
      world.platform,
      asking(INSTRUCTOR, { deep_link_return_url: 'javascript:alert(1)' }),
    );
    expect(nowhere.statusCode).toBe(400);
  });
});
