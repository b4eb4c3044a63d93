import { and, eq } from 'drizzle-orm';
import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  enrol,
  PASSWORD,
  signedInUser,
  signIn,
} from '../../../../../test/server/factories';
import { linkToken, markOutbox, waitForMail } from '../../../../../test/server/outbox';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { enrollments, jobs, users } from '../../../db/schema';

/** A class list pasted or uploaded as CSV: existing accounts enrolled, new addresses invited. */
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({}, { runJobs: true });
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
});
afterAll(() => server.close());

const importCsv = (courseId: number, csv: string, token = adminToken) =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/courses/${courseId}/roster`,
    payload: { csv },
    headers: bearer(token),
  });

async function newCourse(title = 'Composition I') {
  const teacher = await createUser(server.handle.db);
  return (await createCourseWithEnrollment(server.handle.db, teacher.id, title)).id;
}

async function studentsOf(courseId: number) {
  const rows = await server.handle.db
    .select({ email: users.email, displayName: users.displayName })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(enrollments.courseId, courseId));
  return rows.filter((row) => row.email.includes('roster'));
}

describe('importing a class list', () => {
  it('imports 28 of 30 rows, naming the two bad lines, enrolling accounts that exist and inviting the rest', async () => {
    const courseId = await newCourse();
    const tag = Date.now();
    const existing = await createUser(server.handle.db, { email: `kept.${tag}@roster.test` });
    const alreadyIn = await createUser(server.handle.db, { email: `already.${tag}@roster.test` });
    await enrol(server.handle.db, courseId, alreadyIn.id);
    const lines = ['email,display_name'];
    for (let n = 1; n <= 30; n += 1) {
      if (n === 7) lines.push('not-an-address,Someone');
      else if (n === 19) lines.push(`three.${tag}@roster.test,Too,Many`);
      else if (n === 1) lines.push(`KEPT.${tag}@roster.test,Whatever They Said`);
      else if (n === 2) lines.push(`already.${tag}@roster.test,Already Here`);
      else if (n === 3) lines.push(`"comma.${tag}@roster.test","Okafor, Maya"`);
      else lines.push(`student${n}.${tag}@roster.test,Student ${n}`);
    }
    const answer = await importCsv(courseId, lines.join('\r\n'));
    expect(answer.statusCode).toBe(200);
    // Line 1 is the header: student n is on line n + 1.
    expect(answer.json()).toEqual({
      enrolled: 1,
      invited: 26,
      skipped: 1,
      errors: [
        { line: 8, message: '“not-an-address” is not an e-mail address.' },
        { line: 20, message: 'Expected an e-mail address and a name; this line has 3 fields.' },
      ],
    });
    const students = await studentsOf(courseId);
    expect(students).toHaveLength(28);
    // An existing account keeps the name its owner gave; a quoted name keeps its comma.
    expect(students.find((row) => row.email === existing.email)?.displayName).toBe(existing.displayName);
    expect(students.find((row) => row.email.startsWith('comma.'))?.displayName).toBe('Okafor, Maya');
    const invitations = await waitForMail(server.config.dataDir, 26, 20_000);
    expect(
      invitations.filter((mail) => mail.subject === 'You are invited to a course on Margin'),
    ).toHaveLength(26);
  });

  it('lets an invited student choose a password from the e-mail, signed in and already in the course', async () => {
    const courseId = await newCourse('Rhetoric and Argument');
    const email = `invited.${Date.now()}@roster.test`;
    const outbox = markOutbox(server.config.dataDir);
    expect((await importCsv(courseId, `${email},Ama Mensah`)).json()).toMatchObject({ invited: 1 });
    // Until then no password opens the account.
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { identifier: email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const mail = (await outbox.next(1, 10_000)).find((each) => each.to === email)!;
    expect(mail.body).toContain('“Rhetoric and Argument”');
    const token = linkToken(mail.body, 'accept-invite');
    // The link is no verification link, and a verification page cannot use it up.
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode,
    ).toBe(400);
    const accept = (password: string) =>
      server.app.inject({ method: 'POST', url: '/api/accept-invite', payload: { token, password } });
    const accepted = await accept('my own new password');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, display_name: 'Ama Mensah' });
    const courses = await server.app.inject({
      method: 'GET',
      url: '/api/student/courses',
      headers: bearer(accepted.json().access_token),
    });
    expect(courses.json().map((course: { id: number }) => course.id)).toEqual([courseId]);
    expect((await accept('another password')).statusCode).toBe(400);
    expect((await signIn(server, email, 'my own new password')).user.email).toBe(email);
  });

  it('refuses a whole file that cannot be read or is too long, writing nothing', async () => {
    const courseId = await newCourse();
    const unclosed = await importCsv(
      courseId,
      `a.${Date.now()}@roster.test,Fine\n"b@roster.test,Never closed\n`,
    );
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().detail).toBe('A quotation mark opened on line 2 is never closed.');
    const tooMany = Array.from({ length: 1001 }, (_, n) => `many${n}.${Date.now()}@roster.test,Student ${n}`);
    const long = await importCsv(courseId, tooMany.join('\n'));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('A class list may have at most 1000 students; this one has 1001.');
    expect(await studentsOf(courseId)).toEqual([]);
    const queued = await server.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.invitation')));
    expect(queued.every((job) => !job.payload.includes('many'))).toBe(true);
  });

  it('answers a course that does not exist as missing, and reports instructors and new addresses without a name', async () => {
    expect((await importCsv(999_999, 'a@roster.test,A')).statusCode).toBe(404);
    const courseId = await newCourse();
    const teacher = await createUser(server.handle.db, {
      role: 'admin',
      email: `teacher.${Date.now()}@roster.test`,
    });
    const answer = await importCsv(courseId, `${teacher.email},Teacher\nnameless.${Date.now()}@roster.test`);
    expect(answer.json()).toEqual({
      enrolled: 0,
      invited: 0,
      skipped: 0,
      errors: [
        { line: 1, message: 'This address belongs to an instructor’s account.' },
        { line: 2, message: 'A new student needs a name after the address.' },
      ],
    });
  });
});
