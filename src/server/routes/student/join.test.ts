import { eq } from 'drizzle-orm';
import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  signedInUser,
} from '../../../../test/server/factories';
import { linkToken, readOutbox, waitForMail } from '../../../../test/server/outbox';
import { startTestServer, type TestServer } from '../../../../test/server/test-server';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../../shared/rules/join-code';
import { enrollments, users } from '../../db/schema';

/** Students let themselves in with a course's join code, by typing it or through its /join link. */
let server: TestServer;
let adminToken: string;
let courseId: number;

beforeAll(async () => {
  server = await startTestServer({}, { runJobs: true });
  const db = server.handle.db;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  const teacher = await createUser(db);
  courseId = (await createCourseWithEnrollment(db, teacher.id, 'Open Course')).id;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const join = (code: string, token: string) => call('POST', '/api/student/join', token, { code });
const makeCode = async (body: object = {}) =>
  (await call('POST', `/api/admin/courses/${courseId}/join-code`, adminToken, body)).json();
const enrolled = async (userId: number) =>
  (await server.handle.db.select().from(enrollments).where(eq(enrollments.userId, userId))).map(
    (row) => row.courseId,
  );

describe('joining a course by code', () => {
  it('makes a code that is easy to read aloud, shown on the course, and replaced by a new one', async () => {
    const first = await makeCode();
    expect(first.code).toHaveLength(JOIN_CODE_LENGTH);
    expect([...first.code].every((letter) => JOIN_CODE_ALPHABET.includes(letter))).toBe(true);
    expect(first.code).not.toMatch(/[0O1lI]/);
    const course = (await call('GET', `/api/admin/courses/${courseId}`, adminToken)).json();
    expect(course.join).toEqual({ code: first.code, approves_pending: true });
    const second = await makeCode();
    expect(second.code).not.toBe(first.code);
    const student = await signedInUser(server);
    expect((await join(first.code, student.token)).statusCode).toBe(404);
  });

  it('enrols a signed-in student who types the code in any case, with or without its dash, once', async () => {
    const { code } = await makeCode();
    const student = await signedInUser(server);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect((await join(typed, student.token)).json()).toEqual({
      course_id: courseId,
      course_title: 'Open Course',
      outcome: 'enrolled',
    });
    expect((await join(code, student.token)).json().outcome).toBe('already_enrolled');
    expect(await enrolled(student.id)).toEqual([courseId]);
    expect((await call('GET', `/api/student/courses/${courseId}`, student.token)).statusCode).toBe(200);
  });

  it('approves a pending account that joins, unless the instructor turned that off', async () => {
    const { code } = await makeCode({ approves_pending: true });
    const waiting = await signedInUser(server, { status: 'pending' });
    await join(code, waiting.token);
    const [approved] = await server.handle.db.select().from(users).where(eq(users.id, waiting.id));
    expect(approved.status).toBe('approved');

    const strict = await makeCode({ approves_pending: false });
    expect(strict.approves_pending).toBe(false);
    const another = await signedInUser(server, { status: 'pending' });
    await join(strict.code, another.token);
    const [still] = await server.handle.db.select().from(users).where(eq(users.id, another.id));
    expect(still.status).toBe('pending');
    expect(await enrolled(another.id)).toEqual([courseId]);
  });

  it('refuses a wrong or turned-off code with one sentence, and stops a run of guesses', async () => {
    const { code } = await makeCode();
    expect((await call('DELETE', `/api/admin/courses/${courseId}/join-code`, adminToken)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/admin/courses/${courseId}`, adminToken)).json().join).toBeNull();
    const student = await signedInUser(server);
    const off = await join(code, student.token);
    expect(off.statusCode).toBe(404);
    expect(off.json().error).toMatch(/^That code does not open any course\./);
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess += 1)
      statuses.push((await join(`GUESS${guess}`, student.token)).statusCode);
    expect(statuses).toContain(429);
    expect(await enrolled(student.id)).toEqual([]);
    const other = await signedInUser(server);
    expect((await join('WRONG', other.token)).statusCode).toBe(404);
  });

  it('takes a visitor who registers through the link in once their e-mail is verified', async () => {
    const { code } = await makeCode({ approves_pending: true });
    const registered = await call('POST', '/api/register', undefined, {
      username: 'joiner',
      email: 'joiner@example.com',
      password: 'long enough password',
      display_name: 'Jo Iner',
      join_code: code,
    });
    expect(registered.statusCode).toBe(202);
    expect(registered.json().message).toMatch(/Once it is verified, you join Open Course\.$/);
    const [account] = await server.handle.db.select().from(users).where(eq(users.username, 'joiner'));
    expect(await enrolled(account.id)).toEqual([]);
    const mails = await waitForMail(server.config.dataDir, readOutbox(server.config.dataDir).length || 1);
    const mail = mails.find((entry) => entry.to.includes('joiner@example.com'))!;
    expect(
      (await call('POST', '/api/verify-email', undefined, { token: linkToken(mail.body) })).statusCode,
    ).toBe(200);
    expect(await enrolled(account.id)).toEqual([courseId]);
    const [after] = await server.handle.db.select().from(users).where(eq(users.id, account.id));
    expect(after).toMatchObject({ status: 'approved', joinCourseId: null });
  });

  it('lets only instructors make or turn off codes', async () => {
    const student = await signedInUser(server);
    expect(
      (await call('POST', `/api/admin/courses/${courseId}/join-code`, student.token, {})).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/courses/999999/join-code', adminToken, {})).statusCode).toBe(404);
  });
});
