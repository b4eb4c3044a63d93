import { enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { bearer, createUser, enrol, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

/** Due dates for a class: late essays, missing students, and one student's extension. */
let server: TestServer;
let adminToken: string;
let lateToken: string;
let lateId: number;
let absentId: number;
let assignmentId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  const {
    student: late,
    course,
    assignment,
  } = await enrolledStudent(server, {
    courseTitle: 'Due Dates',
    account: { displayName: 'Lena Late' },
    // Due two hours ago: whatever comes in now is late, and whoever sent nothing is missing.
    limits: { dueAt: new Date(Date.now() - 2 * HOUR) },
  });
  const absent = await createUser(db, { displayName: 'Abe Absent' });
  await enrol(db, course.id, absent.id);
  lateId = late.id;
  absentId = absent.id;
  assignmentId = assignment.id;
  lateToken = late.token;
  const sent = await submitEssay(
    server,
    lateToken,
    assignmentId,
    '<p>An essay that arrives after the bell.</p>',
  );
  expect(sent.statusCode).toBe(201);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token = adminToken, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const submissionsOf = async () =>
  (await call('GET', `/api/admin/assignments/${assignmentId}/submissions`)).json();
const studentsOf = async () => (await call('GET', `/api/admin/assignments/${assignmentId}/students`)).json();

describe('due dates, late work and extensions', () => {
  it('marks an essay sent after the due date late, with the minutes, and a student with nothing missing', async () => {
    const [essay] = await submissionsOf();
    expect(essay).toMatchObject({ student_name: 'Lena Late', late: true, extended: false });
    expect(essay.minutes_late).toBeGreaterThanOrEqual(120);
    expect(essay.minutes_late).toBeLessThan(125);
    expect(await studentsOf()).toEqual([
      expect.objectContaining({
        user_id: absentId,
        display_name: 'Abe Absent',
        submitted: false,
        missing: true,
      }),
      expect.objectContaining({
        user_id: lateId,
        display_name: 'Lena Late',
        submitted: true,
        missing: false,
      }),
    ]);
  });

  it('gives one student their own due date: their essay is on time, they see it, and it can be taken back', async () => {
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
    const url = `/api/admin/assignments/${assignmentId}/extensions/${lateId}`;
    const given = await call('PUT', url, adminToken, { due_at: tomorrow });
    expect(given.json()).toEqual({ assignment_id: assignmentId, user_id: lateId, due_at: tomorrow });
    expect((await submissionsOf())[0]).toMatchObject({
      late: false,
      minutes_late: null,
      extended: true,
      due_at: tomorrow,
    });
    const own = (await call('GET', `/api/student/assignments/${assignmentId}`, lateToken)).json();
    expect(own.due_at).toBe(tomorrow);
    const due = (await call('GET', '/api/student/assignments', lateToken)).json();
    expect(due.find((row: { id: number }) => row.id === assignmentId).due_at).toBe(tomorrow);

    const absentUrl = `/api/admin/assignments/${assignmentId}/extensions/${absentId}`;
    await call('PUT', absentUrl, adminToken, { due_at: tomorrow });
    expect((await studentsOf()).find((row: { user_id: number }) => row.user_id === absentId)).toMatchObject({
      missing: false,
      extended: true,
    });

    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await submissionsOf())[0]).toMatchObject({ late: true, extended: false });
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('refuses an extension for someone outside the course, and to anyone but an instructor', async () => {
    const stranger = await createUser(server.handle.db);
    const strangerUrl = `/api/admin/assignments/${assignmentId}/extensions/${stranger.id}`;
    expect(
      (await call('PUT', strangerUrl, adminToken, { due_at: new Date().toISOString() })).statusCode,
    ).toBe(404);
    const url = `/api/admin/assignments/${assignmentId}/extensions/${lateId}`;
    expect((await call('PUT', url, lateToken, { due_at: new Date().toISOString() })).statusCode).toBe(403);
    expect((await call('PUT', url, adminToken, { due_at: 'next week' })).statusCode).toBe(400);
  });
});
