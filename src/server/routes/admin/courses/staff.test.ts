import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../../../test/server/content-factories';
import { submitEssay } from '../../../../../test/server/course-world';
import {
  addToStaff,
  bearer,
  createCourseWithEnrollment,
  createUser,
  enrol,
  siteAdministrator,
  tokenFor,
} from '../../../../../test/server/factories';
import { storeTestDraft } from '../../../../../test/server/feedback-factories';
import { gradingDesk, reviewForm } from '../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { submissions } from '../../../db/schema';

/**
 * A school of several instructors: each sees the courses they teach, shares them with co-teachers and
 * assistants, and the first admin account (the site administrator) sees everything.
 */
let server: TestServer;
const tokens = {} as Record<'site' | 'teacher' | 'colleague' | 'assistant' | 'student', string>;
const ids = {} as Record<'teacher' | 'colleague' | 'assistant' | 'student' | 'newcomer', number>;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const site = await siteAdministrator(db);
  const teacher = await createUser(db, { role: 'admin', displayName: 'Tess Teacher' });
  const colleague = await createUser(db, { role: 'admin', displayName: 'Cole League' });
  const assistant = await createUser(db, { role: 'admin', displayName: 'Ash Assistant' });
  const student = await createUser(db, { displayName: 'Sam Student' });
  const newcomer = await createUser(db, { displayName: 'Nia Newcomer' });
  Object.assign(ids, {
    teacher: teacher.id,
    colleague: colleague.id,
    assistant: assistant.id,
    student: student.id,
    newcomer: newcomer.id,
  });
  for (const [who, account] of Object.entries({ site, teacher, colleague, assistant, student })) {
    tokens[who as keyof typeof tokens] = await tokenFor(server, account);
  }
});
afterAll(() => server.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/** A course the teacher makes through the API, so that they are its first instructor. */
async function teachersCourse(title: string) {
  const made = await call(tokens.teacher, 'POST', '/api/admin/courses', { title });
  expect(made.statusCode).toBe(201);
  const courseId: number = made.json().id;
  await enrol(server.handle.db, courseId, ids.student);
  return courseId;
}

/** The student's essay in a course, with a drafted comment, ready to grade. */
async function essayIn(courseId: number) {
  const db = server.handle.db;
  const { assignment } = await createWeekWithContent(db, courseId);
  const handed = await submitEssay(
    server,
    tokens.student,
    assignment.id,
    '<p>Cities should plant more trees because shade cools the streets.</p>',
  );
  expect(handed.statusCode).toBe(201);
  const submissionId: number = handed.json().id;
  await storeTestDraft(db, submissionId, () => []);
  return { assignmentId: assignment.id, submissionId };
}

const review = (release: boolean) =>
  reviewForm({
    grade: 82,
    general_feedback: 'A clear claim.',
    overall_feedback: 'Clear.',
    strengths: ['A clear claim.'],
    areas_for_improvement: ['More evidence.'],
    encouragement: 'Keep going.',
    release,
  });

describe('instructors and their courses', () => {
  it('shows an instructor the courses they teach and answers 404 for the others, as the site administrator sees all', async () => {
    const mine = await teachersCourse('Composition for instructors');
    const theirs = await createCourseWithEnrollment(server.handle.db, ids.newcomer, 'Somebody else’s class');
    const listed = (token: string) =>
      call(token, 'GET', '/api/admin/courses').then((answer) =>
        answer.json().map((course: { id: number }) => course.id),
      );
    expect(await listed(tokens.teacher)).toContain(mine);
    expect(await listed(tokens.teacher)).not.toContain(theirs.id);
    expect(await listed(tokens.colleague)).not.toContain(mine);
    expect(await listed(tokens.site)).toEqual(expect.arrayContaining([mine, theirs.id]));

    const elsewhere = await call(tokens.colleague, 'GET', `/api/admin/courses/${mine}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().detail).toBe('That course was not found.');
    const own = await call(tokens.teacher, 'GET', `/api/admin/courses/${mine}`);
    expect(own.json()).toMatchObject({
      my_role: 'instructor',
      staff: [
        expect.objectContaining({ user_id: ids.teacher, display_name: 'Tess Teacher', role: 'instructor' }),
      ],
    });
    expect((await call(tokens.site, 'GET', `/api/admin/courses/${mine}`)).json().my_role).toBe('site');
  });

  it('shares a course with a co-teacher and an assistant, and keeps its last instructor', async () => {
    const courseId = await teachersCourse('Shared composition');
    const add = (userId: number, role: 'instructor' | 'assistant', token = tokens.teacher) =>
      call(token, 'POST', `/api/admin/courses/${courseId}/staff`, { user_id: userId, role });
    expect((await add(ids.colleague, 'instructor')).statusCode).toBe(201);
    expect((await add(ids.assistant, 'assistant')).json()).toMatchObject({
      user_id: ids.assistant,
      display_name: 'Ash Assistant',
      role: 'assistant',
    });
    const students = await add(ids.student, 'assistant');
    expect(students.statusCode).toBe(409);
    expect(students.json().detail).toMatch(/Only instructor accounts can teach a course/);
    // The assistant sees the course but cannot change who teaches it.
    expect((await call(tokens.assistant, 'GET', `/api/admin/courses/${courseId}/staff`)).statusCode).toBe(
      200,
    );
    const byAssistant = await add(ids.newcomer, 'assistant', tokens.assistant);
    expect(byAssistant.statusCode).toBe(403);
    expect(byAssistant.json().detail).toBe("Only the course's instructors can change its staff.");

    expect(
      (await call(tokens.colleague, 'DELETE', `/api/admin/courses/${courseId}/staff/${ids.teacher}`))
        .statusCode,
    ).toBe(204);
    const last = await call(
      tokens.colleague,
      'DELETE',
      `/api/admin/courses/${courseId}/staff/${ids.colleague}`,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toMatch(/A course needs at least one instructor/);
    // The teacher who left no longer finds it.
    expect((await call(tokens.teacher, 'GET', `/api/admin/courses/${courseId}`)).statusCode).toBe(404);
  });

  it('lets an assistant grade and comment but release only where the course allows it', async () => {
    const courseId = await teachersCourse('Graded by assistants');
    await addToStaff(server.handle.db, courseId, ids.assistant, 'assistant');
    const { assignmentId, submissionId } = await essayIn(courseId);
    const assistantDesk = gradingDesk(server, tokens.assistant, assignmentId, submissionId);

    expect((await assistantDesk.read()).json().may_release).toBe(false);
    expect((await assistantDesk.review(review(false))).statusCode).toBe(200);
    const refused = await assistantDesk.review(review(true));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/Assistants cannot release feedback in this course/);
    const [kept] = await server.handle.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(kept.gradedAt).toBeNull();
    // Nor may the assistant change the course, or allow themselves to.
    const rename = await call(tokens.assistant, 'PUT', `/api/admin/courses/${courseId}`, {
      title: 'Renamed',
      assistants_may_release: true,
    });
    expect(rename.statusCode).toBe(403);

    const allowed = await call(tokens.teacher, 'PUT', `/api/admin/courses/${courseId}`, {
      title: 'Graded by assistants',
      assistants_may_release: true,
    });
    expect(allowed.statusCode).toBe(200);
    expect((await assistantDesk.read()).json().may_release).toBe(true);
    expect((await assistantDesk.review(review(true))).statusCode).toBe(200);
    const [released] = await server.handle.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    expect(released.gradedAt).not.toBeNull();
  });

  it('lets only the site administrator make an instructor, approve accounts and read the logs', async () => {
    const promoted = await createUser(server.handle.db, { status: 'pending', emailVerified: false });
    const byTeacher = await call(tokens.teacher, 'PATCH', `/api/admin/users/${promoted.id}`, {
      role: 'admin',
    });
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().detail).toBe('Only the site administrator can do this.');
    expect((await call(tokens.teacher, 'GET', '/api/admin/logs')).statusCode).toBe(403);

    const made = await call(tokens.site, 'PATCH', `/api/admin/users/${promoted.id}`, { role: 'admin' });
    expect(made.json()).toMatchObject({ role: 'admin', status: 'approved', email_verified: true });
    const self = await call(
      tokens.site,
      'PATCH',
      `/api/admin/users/${(await siteAdministrator(server.handle.db)).id}`,
      {
        role: 'regular',
      },
    );
    expect(self.statusCode).toBe(409);
  });

  it("narrows an instructor's lists, numbers and exports to their courses", async () => {
    const courseId = await teachersCourse('Counted composition');
    const { assignmentId } = await essayIn(courseId);
    const waiting = (token: string) =>
      call(token, 'GET', '/api/admin/submissions/awaiting-review').then((answer) =>
        answer.json().map((row: { assignment_id: number }) => row.assignment_id),
      );
    expect(await waiting(tokens.teacher)).toContain(assignmentId);
    expect(await waiting(tokens.colleague)).not.toContain(assignmentId);
    const dashboard = (await call(tokens.colleague, 'GET', '/api/admin/dashboard')).json();
    expect(dashboard.site_admin).toBe(false);
    expect((await call(tokens.site, 'GET', '/api/admin/dashboard')).json().site_admin).toBe(true);
    const analytics = (await call(tokens.colleague, 'GET', '/api/admin/analytics')).json();
    expect(analytics.options.courses.map((course: { id: number }) => course.id)).not.toContain(courseId);
    expect(
      (await call(tokens.colleague, 'GET', `/api/admin/analytics?course_id=${courseId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(tokens.colleague, 'GET', `/api/admin/exports/grades.xlsx?course_id=${courseId}`))
        .statusCode,
    ).toBe(404);
    // Colleagues, and the students of the courses they teach (the shared one above), but nobody else's.
    const people = (await call(tokens.colleague, 'GET', '/api/admin/users?page_size=100')).json();
    const seen = people.items.map((user: { id: number }) => user.id);
    expect(seen).toEqual(expect.arrayContaining([ids.teacher, ids.student]));
    expect(seen).not.toContain(ids.newcomer);
  });
});
