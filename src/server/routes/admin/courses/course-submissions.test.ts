import { createWeekWithContent, releaseGrade } from '../../../../../test/server/content-factories';
import { enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { bearer, signedInUser } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let courseId: number;
let weekId: number;
let assignmentId: number;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  const { student, course, week, assignment } = await enrolledStudent(server, { courseTitle: 'With essays' });
  courseId = course.id;
  weekId = week.id;
  assignmentId = assignment.id;
  studentToken = student.token;
  const submit = (key: string) => submitEssay(server, studentToken, assignment.id, '<p>An essay.</p>', key);
  const first = (await submit('course-essay-1')).json();
  const second = (await submit('course-essay-2')).json();
  // A resubmitted essay replaces the one under review and counts once; a released one no longer awaits review.
  const other = await createWeekWithContent(db, courseId);
  const graded = await submitEssay(
    server,
    studentToken,
    other.assignment.id,
    '<p>Another essay.</p>',
    'course-essay-3',
  );
  await releaseGrade(db, graded.json().id, 88);
  expect(second).toMatchObject({ id: first.id, version: 1 });
});
afterAll(() => server.close());

const call = (method: 'GET' | 'DELETE', url: string, token = adminToken) =>
  server.app.inject({ method, url, headers: bearer(token) });

it('counts the latest essays that await review on the dashboard', async () => {
  expect((await call('GET', '/api/admin/dashboard')).json().submissions_awaiting_review).toBe(1);
});

it.each([
  [
    'an assignment',
    () => `/api/admin/assignments/${assignmentId}`,
    'This assignment holds 1 student submission. Deleting it deletes it too; confirm to go ahead.',
  ],
  [
    'a week',
    () => `/api/admin/weeks/${weekId}`,
    'This week holds 1 student submission. Deleting it deletes it too; confirm to go ahead.',
  ],
])('refuses to delete %s holding submissions unless confirmed', async (_case, url, sentence) => {
  const refused = await call('DELETE', url());
  expect(refused.statusCode).toBe(409);
  expect(refused.json().detail).toBe(sentence);
  expect((await call('GET', url())).statusCode).toBe(200);
});

it('refuses to delete a course holding submissions unless the request is confirmed', async () => {
  const refused = await call('DELETE', `/api/admin/courses/${courseId}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().detail).toBe(
    'This course holds 2 student submissions. Deleting it deletes them too; confirm to go ahead.',
  );
  expect((await call('GET', `/api/admin/courses/${courseId}`)).statusCode).toBe(200);

  expect(
    (await call('DELETE', `/api/admin/courses/${courseId}?confirmed=true`, studentToken)).statusCode,
  ).toBe(403);
  expect((await call('DELETE', `/api/admin/courses/${courseId}?confirmed=true`)).statusCode).toBe(204);
  expect((await call('GET', `/api/admin/courses/${courseId}`)).statusCode).toBe(404);
  expect((await call('GET', '/api/admin/dashboard')).json().submissions_awaiting_review).toBe(0);
});

it('refuses a confirmation flag that is not a boolean', async () => {
  expect((await call('DELETE', `/api/admin/courses/${courseId}?confirmed=maybe`)).statusCode).toBe(400);
});
