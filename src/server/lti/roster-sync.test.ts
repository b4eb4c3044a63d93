import { and, eq } from 'drizzle-orm';
import { bearer, signedInUser, signIn, siteAdministrator } from '../../../test/server/factories';
import { handoffOf, INSTRUCTOR, launchAs, setUpLtiWorld } from '../../../test/server/lti/launching';
import { ltiJobs, runDueLtiJobs } from '../../../test/server/lti/lti-jobs';
import type { RosterEntry } from '../../../test/server/lti/platform-services';
import { ROLES } from '../../../test/server/lti/test-platform';
import {
  courseStaff,
  courses,
  enrollments,
  jobs,
  ltiContexts,
  ltiMemberships,
  ltiUserLinks,
  users,
} from '../db/schema';

const world = setUpLtiWorld();
const db = () => world.server.handle.db;
const ROSTER_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const instructor = INSTRUCTOR;

/** 30 members: the instructor who launches, a co-instructor, a teaching assistant and 27 learners. */
const fullRoster = (): RosterEntry[] => [
  { user_id: 'teacher-7', name: 'Ada Teacher', email: 'ada.teacher@school.example', roles: ROLES.instructor },
  { user_id: 'teacher-8', name: 'Bo Colleague', email: 'bo@school.example', roles: ROLES.instructor },
  { user_id: 'ta-1', name: 'Cy Assistant', email: 'cy@school.example', roles: ROLES.assistant },
  ...Array.from({ length: 27 }, (_, index) => ({
    user_id: `learner-${index + 1}`,
    name: `Learner ${index + 1}`,
    email: `learner${index + 1}@school.example`,
    roles: ROLES.learner,
  })),
];

async function userOf(sub: string) {
  const [row] = await db()
    .select({ user: users })
    .from(ltiUserLinks)
    .innerJoin(users, eq(users.id, ltiUserLinks.userId))
    .where(and(eq(ltiUserLinks.issuer, world.platform.issuer), eq(ltiUserLinks.subject, sub)));
  return row?.user;
}

let courseId: number;
let instructorToken: string;
const sync = (token = instructorToken, id = courseId) =>
  world.server.app.inject({
    method: 'POST',
    url: `/api/admin/courses/${id}/lti/roster-sync`,
    headers: bearer(token),
  });

describe('the LMS roster (NRPS 2.0)', () => {
  beforeAll(async () => {
    world.platform.services.roster = fullRoster();
    const launched = await launchAs(world.server, world.platform, instructor);
    instructorToken = handoffOf(launched).session.token;
    const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.contextId, 'course-101'));
    courseId = context.courseId;
  });

  it('is read after the instructor launch in a job, at most hourly, across pages', async () => {
    expect((await ltiJobs(world.server)).map((job) => job.kind)).toEqual(['lti.roster-sync']);
    // A second instructor launch within the hour queues no second read.
    await launchAs(world.server, world.platform, instructor);
    expect(await ltiJobs(world.server)).toHaveLength(1);

    expect(await runDueLtiJobs(world.server)).toBe(1);
    expect((await ltiJobs(world.server))[0].status).toBe('done');
    expect(world.platform.services.rosterPagesServed).toEqual([
      `${world.platform.issuer}/contexts/course-101/memberships`,
      `${world.platform.issuer}/contexts/course-101/memberships?page=1`,
    ]);
    const enrolled = await db().select().from(enrollments).where(eq(enrollments.courseId, courseId));
    expect(enrolled).toHaveLength(27);
    const learner = (await userOf('learner-12'))!;
    expect(learner).toMatchObject({ displayName: 'Learner 12', email: 'learner12@school.example' });
    expect(learner.role).toBe('regular');
    const staff = await db().select().from(courseStaff).where(eq(courseStaff.courseId, courseId));
    const roles = Object.fromEntries(
      await Promise.all(
        ['teacher-7', 'teacher-8', 'ta-1'].map(async (sub) => {
          const id = (await userOf(sub))!.id;
          return [sub, staff.find((member) => member.userId === id)?.role];
        }),
      ),
    );
    expect(roles).toEqual({ 'teacher-7': 'instructor', 'teacher-8': 'instructor', 'ta-1': 'assistant' });
  });

  it('asks for its token with a client assertion signed by the tool key, once per scope', async () => {
    const requests = world.platform.services.tokenRequests;
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.fields).toMatchObject({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      scope: ROSTER_SCOPE,
    });
    expect(request.assertion).toMatchObject({
      iss: world.platform.clientId,
      sub: world.platform.clientId,
      aud: `${world.platform.issuer}/token`,
    });
    expect(request.assertion!.jti).toEqual(expect.any(String));
    expect(request.assertion!.exp! - request.assertion!.iat!).toBeLessThanOrEqual(300);
  });

  it('syncs on request, marks who left as inactive and deletes nobody', async () => {
    const unchanged = await sync();
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual({ added: 0, updated: 0, marked_inactive: 0, total: 30 });
    // The cached token served the second read.
    expect(world.platform.services.tokenRequests).toHaveLength(1);

    const leaver = (await userOf('learner-5'))!;
    world.platform.services.roster = fullRoster()
      .filter((member) => member.user_id !== 'learner-5')
      .map((member) => (member.user_id === 'ta-1' ? { ...member, roles: ROLES.instructor } : member));
    const answer = await sync();
    expect(answer.json()).toEqual({ added: 0, updated: 1, marked_inactive: 1, total: 29 });

    const [membership] = await db().select().from(ltiMemberships).where(eq(ltiMemberships.userId, leaver.id));
    expect(membership.leftAt).toBeInstanceOf(Date);
    // Their account and their place in the course stay: their work is never lost.
    expect(await userOf('learner-5')).toBeDefined();
    const enrolled = await db().select().from(enrollments).where(eq(enrollments.courseId, courseId));
    expect(enrolled).toHaveLength(27);

    // Back on the roster, they are active again (and the assistant's part is what the LMS says again).
    world.platform.services.roster = fullRoster();
    expect((await sync()).json()).toEqual({ added: 0, updated: 2, marked_inactive: 0, total: 30 });
    const [back] = await db().select().from(ltiMemberships).where(eq(ltiMemberships.userId, leaver.id));
    expect(back.leftAt).toBeNull();
  });

  it('is for the instructors of the course and the site administrator', async () => {
    const admin = await siteAdministrator(db());
    expect((await sync((await signIn(world.server, admin.username)).access_token)).statusCode).toBe(200);
    const otherInstructor = await signedInUser(world.server, { role: 'admin' });
    expect((await sync(otherInstructor.token)).statusCode).toBe(404);
    const student = await signedInUser(world.server);
    expect((await sync(student.token)).statusCode).toBe(403);
  });

  it('waits for a queued read of the same roster that is running now', async () => {
    const [context] = await db().select().from(ltiContexts).where(eq(ltiContexts.courseId, courseId));
    const [running] = await db()
      .insert(jobs)
      .values({
        kind: 'lti.roster-sync',
        payload: JSON.stringify({ ltiContextId: context.id }),
        status: 'running',
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    try {
      const refused = await sync();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(/reading this roster/);
    } finally {
      await db().delete(jobs).where(eq(jobs.id, running.id));
    }
    expect((await sync()).statusCode).toBe(200);
  });

  it('says so for a course linked to no LMS, and when the platform fails', async () => {
    const owner = await signedInUser(world.server, { role: 'admin' });
    const [plain] = await db().insert(courses).values({ title: 'Not from an LMS' }).returning();
    await db().insert(courseStaff).values({ courseId: plain.id, userId: owner.id, role: 'instructor' });
    expect((await sync(owner.token, plain.id)).statusCode).toBe(409);

    await db()
      .update(ltiContexts)
      .set({ membershipsUrl: `${world.platform.issuer}/contexts/missing/nothing-here` })
      .where(eq(ltiContexts.courseId, courseId));
    const failed = await sync();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toContain('HTTP 404');
  });
});
