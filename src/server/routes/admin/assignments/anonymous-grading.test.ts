import { eq } from 'drizzle-orm';
import { createWeekWithContent, releaseGrade } from '../../../../../test/server/content-factories';
import { submitEssay } from '../../../../../test/server/course-world';
import {
  addToStaff,
  bearer,
  createCourseWithEnrollment,
  createUser,
  enrol,
  signedInUser,
  tokenFor,
} from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { submissions } from '../../../db/schema';

/** Graded without names: staff answers say "Student N" until an essay's feedback is released. */
let server: TestServer;
let adminToken: string;
/** An instructor of the course who is not the site administrator: grades blind, cannot reveal. */
let teacherToken: string;
let assignmentId: number;
const people = [
  { displayName: 'Priya Named', email: 'priya.named@example.com' },
  { displayName: 'Quinn Named', email: 'quinn.named@example.com' },
  { displayName: 'Rosa Named', email: 'rosa.named@example.com' },
];
const essays: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  const students = [];
  for (const person of people)
    students.push(await createUser(db, { ...person, username: person.email.split('@')[0] }));
  const course = await createCourseWithEnrollment(db, students[0].id, 'Blind Reading');
  await enrol(db, course.id, ...students.slice(1).map((student) => student.id));
  const teacher = await signedInUser(server, { role: 'admin' });
  await addToStaff(db, course.id, teacher.id);
  teacherToken = teacher.token;
  const { assignment } = await createWeekWithContent(db, course.id);
  assignmentId = assignment.id;
  const saved = await call('PUT', `/api/admin/assignments/${assignmentId}`, {
    title: assignment.title,
    instructions_html: '<p>Argue a position.</p>',
    anonymous_grading: true,
  });
  expect(saved.json().anonymous_grading).toBe(true);
  for (const student of students.slice(0, 2)) {
    const token = await tokenFor(server, student);
    const sent = await submitEssay(server, token, assignmentId, '<p>An essay read without its author.</p>');
    essays.push(sent.json().id);
  }
});
afterAll(() => server.close());

function call(method: 'GET' | 'PUT', url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: bearer(adminToken) });
}

/** Every name, username and address of the class, to look for in an answer. */
const identities = () =>
  people.flatMap((person) => [person.displayName, person.email, person.email.split('@')[0]]);
const named = (body: string) => identities().filter((identity) => body.includes(identity));

describe('anonymous grading', () => {
  it('hides every name, username and address in the staff answers until release, with stable labels', async () => {
    const urls = [
      `/api/admin/assignments/${assignmentId}/submissions`,
      `/api/admin/assignments/${assignmentId}/students`,
      `/api/admin/assignments/${assignmentId}/submissions/${essays[0]}`,
      `/api/admin/assignments/${assignmentId}/submissions/${essays[1]}`,
      '/api/admin/submissions/awaiting-review',
      '/api/admin/activity',
    ];
    for (const url of urls) {
      const answer = await call('GET', url);
      expect({ url, status: answer.statusCode, named: named(answer.body) }).toEqual({
        url,
        status: 200,
        named: [],
      });
    }
    const list = (await call('GET', `/api/admin/assignments/${assignmentId}/submissions`)).json();
    const labels = list.map((row: { student_name: string }) => row.student_name);
    expect(labels.every((label: string) => /^Student [1-3]$/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(2);
    const again = (await call('GET', `/api/admin/assignments/${assignmentId}/submissions`)).json();
    expect(again.map((row: { student_name: string }) => row.student_name)).toEqual(labels);
    const detail = (
      await call('GET', `/api/admin/assignments/${assignmentId}/submissions/${list[0].id}`)
    ).json();
    expect(detail.student_name).toBe(labels[0]);
  });

  it("refuses to reveal names to a course's instructor who is not the site administrator", async () => {
    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/admin/assignments/${assignmentId}/submissions?reveal=true`,
      headers: bearer(teacherToken),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only the site administrator can do this.');
    expect(named(refused.body)).toEqual([]);
  });

  it('shows the names when the administrator asks to reveal them', async () => {
    const revealed = await call('GET', `/api/admin/assignments/${assignmentId}/submissions?reveal=true`);
    expect(
      revealed
        .json()
        .map((row: { student_name: string }) => row.student_name)
        .sort(),
    ).toEqual(['Priya Named', 'Quinn Named']);
  });

  it('names the author of an essay once its feedback is released', async () => {
    await releaseGrade(server.handle.db, essays[0], 80, 'Clear.');
    const [row] = await server.handle.db.select().from(submissions).where(eq(submissions.id, essays[0]));
    const detail = (await call('GET', `/api/admin/assignments/${assignmentId}/submissions/${row.id}`)).json();
    expect(detail.student_name).toBe('Priya Named');
    const list = (await call('GET', `/api/admin/assignments/${assignmentId}/submissions`)).json();
    const other = list.find((entry: { id: number }) => entry.id === essays[1]);
    expect(other.student_name).toMatch(/^Student [1-3]$/);
  });
});
