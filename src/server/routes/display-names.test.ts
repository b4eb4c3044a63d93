import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../test/server/content-factories';
import { submitEssay } from '../../../test/server/course-world';
import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  PASSWORD,
  signedInUser,
} from '../../../test/server/factories';
import { gradingUrl } from '../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../test/server/test-server';
import { users } from '../db/schema';

/** People are shown by the name they gave: at sign-up, on the profile, and in every list of people. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe('display names', () => {
  it('takes the name at sign-up, cleaned, and falls back to the username without one', async () => {
    const named = await call('POST', '/api/register', undefined, {
      username: 'maya.o',
      email: 'maya.o@example.com',
      password: 'long enough password',
      display_name: '  Maya \t Okafor\u0007 ',
    });
    expect(named.statusCode).toBe(202);
    const [row] = await server.handle.db.select().from(users).where(eq(users.username, 'maya.o'));
    expect(row.displayName).toBe('Maya Okafor');
    for (const display_name of ['', '   ', 'x'.repeat(81)]) {
      const refused = await call('POST', '/api/register', undefined, {
        username: 'refused.name',
        email: 'refused@example.com',
        password: 'long enough password',
        display_name,
      });
      expect(refused.statusCode).toBe(400);
    }
    const plain = await signedInUser(server);
    expect((await call('GET', '/api/users/me', plain.token)).json()).toMatchObject({
      username: plain.username,
      display_name: plain.username,
    });
  });

  it('changes on the profile and shows in the sign-in answer, the enrollments and the grading screen', async () => {
    const db = server.handle.db;
    const student = await createUser(db, { displayName: 'Dev Patel' });
    const adminToken = (await signedInUser(server, { role: 'admin' })).token;
    const course = await createCourseWithEnrollment(db, student.id, 'Names');
    const { assignment } = await createWeekWithContent(db, course.id);

    const login = await call('POST', '/api/login', undefined, {
      identifier: student.username,
      password: PASSWORD,
    });
    expect(login.json().user).toMatchObject({ username: student.username, display_name: 'Dev Patel' });
    const token = login.json().access_token;
    const saved = await call('PUT', '/api/profile', token, {
      username: student.username,
      email: student.email,
      display_name: 'Devika Patel',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ display_name: 'Devika Patel' });

    const enrolled = (await call('GET', `/api/admin/enrollments?course_id=${course.id}`, adminToken)).json();
    expect(enrolled).toEqual([
      expect.objectContaining({ username: student.username, display_name: 'Devika Patel' }),
    ]);
    const essay = await submitEssay(server, token, assignment.id, '<p>Names matter in a class.</p>');
    const detail = await call('GET', gradingUrl(assignment.id, essay.json().id), adminToken);
    expect(detail.json().student_name).toBe('Devika Patel');
    const list = (
      await call('GET', `/api/admin/assignments/${assignment.id}/submissions`, adminToken)
    ).json();
    expect(list).toEqual([expect.objectContaining({ student_name: 'Devika Patel' })]);
  });
});
