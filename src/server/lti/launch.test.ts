import { eq } from 'drizzle-orm';
import { bearer, createUser } from '../../../test/server/factories';
import { handoffOf, INSTRUCTOR, LEARNER, launchAs, setUpLtiWorld } from '../../../test/server/lti/launching';
import { ROLES } from '../../../test/server/lti/test-platform';
import {
  assignments,
  courseStaff,
  courses,
  enrollments,
  ltiContexts,
  ltiResourceLinks,
  ltiUserLinks,
  users,
  weeks,
} from '../db/schema';

const world = setUpLtiWorld();
const db = () => world.server.handle.db;
const instructor = INSTRUCTOR;
const learner = LEARNER;
const GRADEBOOK = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
const NAMES_ROLES = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

async function accountOf(sub: string) {
  const [row] = await db()
    .select({ user: users })
    .from(ltiUserLinks)
    .innerJoin(users, eq(users.id, ltiUserLinks.userId))
    .where(eq(ltiUserLinks.subject, sub));
  return row?.user;
}

async function linkedCourseId(contextId = 'course-101') {
  const [row] = await db().select().from(ltiContexts).where(eq(ltiContexts.contextId, contextId));
  return row?.courseId;
}

describe('an LTI 1.3 launch', () => {
  it('creates and links the course on the first instructor launch, with the instructor teaching it', async () => {
    const response = await launchAs(world.server, world.platform, instructor);
    expect(response.statusCode).toBe(200);
    const { session, landing } = handoffOf(response);
    const courseId = await linkedCourseId();
    expect(courseId).toBeDefined();
    expect(landing).toBe(`/admin/apps/courses/details/${courseId}`);

    const account = (await accountOf('teacher-7'))!;
    expect(account).toMatchObject({
      displayName: 'Ada Teacher',
      email: 'ada.teacher@school.example',
      role: 'admin',
      status: 'approved',
      emailVerified: true,
    });
    expect(session).toMatchObject({
      userId: String(account.id),
      username: account.username,
      userRole: 'admin',
      userStatus: 'approved',
      emailVerified: 'true',
      rememberDevice: 'false',
    });
    const staff = await db().select().from(courseStaff).where(eq(courseStaff.courseId, courseId!));
    expect(staff).toEqual([expect.objectContaining({ userId: account.id, role: 'instructor' })]);

    // The context keeps the roster and grade book services, the link its grade book column.
    const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.courseId, courseId!));
    expect(context).toMatchObject({
      title: 'Writing 101',
      deploymentId: world.platform.deploymentId,
      membershipsUrl: `${world.platform.issuer}/contexts/course-101/memberships`,
      lineItemsUrl: `${world.platform.issuer}/contexts/course-101/lineitems`,
    });
    const [link] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.ltiContextId, context.id));
    expect(link).toMatchObject({
      resourceLinkId: 'link-1',
      title: 'Essay 1',
      lineItemUrl: `${world.platform.issuer}/contexts/course-101/lineitems/link-1`,
      assignmentId: null,
    });
  });

  it('signs the person in with a session the API accepts', async () => {
    const { session } = handoffOf(await launchAs(world.server, world.platform, instructor));
    const me = await world.server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: session.username });
    const refreshed = await world.server.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('enrolls a learner in the linked course and lands on it, the same account every time', async () => {
    const first = await launchAs(world.server, world.platform, learner);
    expect(first.statusCode).toBe(200);
    const courseId = await linkedCourseId();
    expect(handoffOf(first).landing).toBe(`/user/courses/${courseId}`);
    const account = (await accountOf('learner-42'))!;
    expect(account).toMatchObject({
      role: 'regular',
      status: 'approved',
      emailVerified: true,
      displayName: 'Lee Learner',
    });
    const enrolled = await db().select().from(enrollments).where(eq(enrollments.userId, account.id));
    expect(enrolled.map((row) => row.courseId)).toEqual([courseId]);

    const again = await launchAs(world.server, world.platform, learner);
    expect(handoffOf(again).session.userId).toBe(String(account.id));
    expect(await db().select().from(enrollments).where(eq(enrollments.userId, account.id))).toHaveLength(1);
  });

  it("follows the LMS's name on later launches, and gives a placeholder address the real one once sent", async () => {
    const quiet = { ...learner, sub: 'learner-renamed', email: undefined, name: 'Sam Old' };
    handoffOf(await launchAs(world.server, world.platform, quiet));
    const before = (await accountOf('learner-renamed'))!;
    expect(before.email).toMatch(/@lti\.invalid$/);

    handoffOf(
      await launchAs(world.server, world.platform, {
        ...quiet,
        name: 'Sam New',
        email: 'sam@school.example',
      }),
    );
    expect(await accountOf('learner-renamed')).toMatchObject({
      id: before.id,
      displayName: 'Sam New',
      email: 'sam@school.example',
    });
    // An address another account holds is never taken, and a real address is not replaced.
    const other = { ...learner, sub: 'learner-taken', email: undefined };
    handoffOf(await launchAs(world.server, world.platform, other));
    handoffOf(await launchAs(world.server, world.platform, { ...other, email: 'sam@school.example' }));
    expect((await accountOf('learner-taken'))!.email).toMatch(/@lti\.invalid$/);
    handoffOf(
      await launchAs(world.server, world.platform, {
        ...quiet,
        name: 'Sam New',
        email: 'moved@school.example',
      }),
    );
    expect((await accountOf('learner-renamed'))!.email).toBe('sam@school.example');
  });

  it('lands on the assignment a link opens', async () => {
    const courseId = (await linkedCourseId())!;
    const [week] = await db().insert(weeks).values({ courseId, weekNumber: 1 }).returning();
    const [assignment] = await db()
      .insert(assignments)
      .values({ weekId: week.id, title: 'Argue it' })
      .returning();
    const link = { id: 'link-essay', title: 'Argue it' };
    const student = await launchAs(world.server, world.platform, {
      ...learner,
      resourceLink: link,
      custom: { assignment_id: String(assignment.id) },
    });
    expect(handoffOf(student).landing).toBe(`/user/assignments/${assignment.id}`);
    // Once set, the link keeps its assignment, whatever a later launch carries.
    const teacher = await launchAs(world.server, world.platform, { ...instructor, resourceLink: link });
    expect(handoffOf(teacher).landing).toBe(`/admin/apps/assignments/${assignment.id}/submissions`);
  });

  it("ignores an assignment id that names another course's assignment", async () => {
    const [other] = await db()
      .insert(weeks)
      .values({ courseId: (await otherCourse()).id, weekNumber: 1 })
      .returning();
    const [foreign] = await db()
      .insert(assignments)
      .values({ weekId: other.id, title: 'Not here' })
      .returning();
    const response = await launchAs(world.server, world.platform, {
      ...learner,
      resourceLink: { id: 'link-foreign', title: 'Elsewhere' },
      custom: { assignment_id: String(foreign.id) },
    });
    expect(handoffOf(response).landing).toBe(`/user/courses/${await linkedCourseId()}`);
  });

  it('makes a teaching assistant an assistant of the course, and never lowers an instructor', async () => {
    const assistant = {
      sub: 'ta-1',
      name: 'Tam Assistant',
      email: 'tam@school.example',
      roles: ROLES.assistant,
    };
    const response = await launchAs(world.server, world.platform, {
      ...assistant,
      context: instructor.context,
    });
    expect(response.statusCode).toBe(200);
    const courseId = (await linkedCourseId())!;
    const account = (await accountOf('ta-1'))!;
    expect(account.role).toBe('admin');
    const staff = await db().select().from(courseStaff).where(eq(courseStaff.courseId, courseId));
    expect(staff).toContainEqual(expect.objectContaining({ userId: account.id, role: 'assistant' }));
    expect(handoffOf(response).landing).toBe(`/admin/apps/courses/details/${courseId}`);

    await launchAs(world.server, world.platform, { ...instructor, roles: ROLES.assistant });
    const teacher = (await accountOf('teacher-7'))!;
    const after = await db().select().from(courseStaff).where(eq(courseStaff.courseId, courseId));
    expect(after).toContainEqual(expect.objectContaining({ userId: teacher.id, role: 'instructor' }));
  });

  it("keeps the link's grade book column when a launch comes without the grade book claim", async () => {
    const lineItem = `${world.platform.issuer}/contexts/course-101/lineitems/link-1`;
    world.platform.tokenOverrides = { [GRADEBOOK]: undefined };
    try {
      expect((await launchAs(world.server, world.platform, learner)).statusCode).toBe(200);
    } finally {
      world.platform.tokenOverrides = {};
    }
    const [link] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, 'link-1'));
    expect(link.lineItemUrl).toBe(lineItem);
  });

  it('takes no service address over plain http from another machine: its token would travel in clear', async () => {
    world.platform.tokenOverrides = {
      [NAMES_ROLES]: { context_memberships_url: 'http://lms.example/contexts/course-101/memberships' },
      [GRADEBOOK]: {
        lineitems: 'http://lms.example/contexts/course-101/lineitems',
        lineitem: 'http://lms.example/contexts/course-101/lineitems/link-plain',
      },
    };
    try {
      const response = await launchAs(world.server, world.platform, {
        ...instructor,
        resourceLink: { id: 'link-plain', title: 'Plain' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      world.platform.tokenOverrides = {};
    }
    const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.contextId, 'course-101'));
    expect(context).toMatchObject({ membershipsUrl: null, lineItemsUrl: null });
    const [link] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, 'link-plain'));
    expect(link.lineItemUrl).toBeNull();
    // The next launch with the platform's own addresses brings them back.
    await launchAs(world.server, world.platform, instructor);
    const [restored] = await db().select().from(ltiContexts).where(eq(ltiContexts.id, context.id));
    expect(restored.membershipsUrl).toBe(`${world.platform.issuer}/contexts/course-101/memberships`);
  });

  it('works with the binding cookie too, when the browser keeps it', async () => {
    const response = await launchAs(world.server, world.platform, learner, { withCookie: true });
    expect(response.statusCode).toBe(200);
  });

  it('never takes over an existing account by the address the platform sends', async () => {
    const owner = await createUser(db(), { email: 'taken@school.example' });
    const response = await launchAs(world.server, world.platform, {
      ...learner,
      sub: 'learner-taken',
      email: 'taken@school.example',
    });
    const { session } = handoffOf(response);
    expect(session.userId).not.toBe(String(owner.id));
    expect(session.email).toMatch(/@lti\.invalid$/);
  });

  it('answers the handoff page inside the LMS frame, with no token in any address', async () => {
    const response = await launchAs(world.server, world.platform, learner);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${world.platform.issuer}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<script src="/lti/handoff.js"></script>');
    const { landing } = handoffOf(response);
    expect(landing).not.toMatch(/token/i);
    const script = await world.server.app.inject({ method: 'GET', url: '/lti/handoff.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('sessionStorage');
  });
});

let spareCourse: { id: number } | undefined;
async function otherCourse() {
  if (!spareCourse) {
    [spareCourse] = await db().insert(courses).values({ title: 'Another course' }).returning();
  }
  return spareCourse;
}
