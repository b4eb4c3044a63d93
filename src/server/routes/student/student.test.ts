import {
  createWeekWithContent,
  draftFeedback,
  releaseGrade,
} from '../../../../test/server/content-factories';
import { enrolledStudent, submitEssay } from '../../../../test/server/course-world';
import { bearer, createCourseWithEnrollment, signedInUser } from '../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../test/server/test-server';

let server: TestServer;
let token: string;
let otherToken: string;
let adminToken: string;
let course: { id: number; title: string };
let content: Awaited<ReturnType<typeof createWeekWithContent>>;
let limited: Awaited<ReturnType<typeof createWeekWithContent>>;
let foreignCourseId: number;
let foreign: Awaited<ReturnType<typeof createWeekWithContent>>;

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const world = await enrolledStudent(server, { courseTitle: 'Persuasion' });
  token = world.student.token;
  course = world.course;
  content = world;
  const other = await signedInUser(server);
  otherToken = other.token;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  limited = await createWeekWithContent(db, course.id, {
    minWords: 3,
    maxWords: 6,
    dueAt: new Date('2030-01-01'),
  });
  const otherCourse = await createCourseWithEnrollment(db, other.id, 'Not yours');
  foreignCourseId = otherCourse.id;
  foreign = await createWeekWithContent(db, otherCourse.id);
});
afterAll(() => server.close());

const get = (url: string, as = token) => server.app.inject({ method: 'GET', url, headers: bearer(as) });
const submit = (assignmentId: number, html: string, key?: string) =>
  submitEssay(server, token, assignmentId, html, key);

describe('student course content', () => {
  it('lists only enrolled courses, with weeks, assignments and progress', async () => {
    const response = await get('/api/student/courses');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: course.id, title: 'Persuasion', week_count: 2, assignment_count: 2 }),
    ]);
  });

  it('reads a course with its weeks and their statistics', async () => {
    const detail = (await get(`/api/student/courses/${course.id}`)).json();
    expect(detail.weeks).toHaveLength(2);
    expect(detail.weeks[0]).toMatchObject({
      id: content.week.id,
      is_active: false,
      statistics: { lessons: 1, assignments: 1 },
    });
  });

  it('reads a week with lessons in order and each assignment with the student status', async () => {
    const week = (await get(`/api/student/weeks/${limited.week.id}`)).json();
    expect(week).toMatchObject({ course_id: course.id, course_title: 'Persuasion' });
    expect(week.lessons).toEqual([
      expect.objectContaining({ title: 'Claims', content_html: '<p>A claim is arguable.</p>' }),
    ]);
    expect(week.assignments[0]).toMatchObject({ id: limited.assignment.id, min_words: 3, max_words: 6 });
  });

  it('reads an assignment with its instructions and no submission yet', async () => {
    const assignment = (await get(`/api/student/assignments/${content.assignment.id}`)).json();
    expect(assignment).toMatchObject({
      title: content.assignment.title,
      instructions_html: '<p>Argue a position.</p>',
      course_title: 'Persuasion',
      week_number: content.week.weekNumber,
      can_submit: true,
    });
  });

  it('answers 404 for what does not exist', async () => {
    for (const url of [
      '/api/student/courses/999999',
      '/api/student/weeks/999999',
      '/api/student/assignments/999999',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('enforcement', () => {
  it('refuses anything in a course the student is not enrolled in with 403', async () => {
    const urls = [
      `/api/student/courses/${foreignCourseId}`,
      `/api/student/weeks/${foreign.week.id}`,
      `/api/student/assignments/${foreign.assignment.id}`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('You are not enrolled in this course.');
    }
    expect((await submit(foreign.assignment.id, words(5))).statusCode).toBe(403);
  });

  it.each([
    ['a pending student', { status: 'pending' as const }],
    ['an unverified student', { emailVerified: false }],
  ])('refuses %s with 403', async (_case, overrides) => {
    const user = await signedInUser(server, overrides);
    await createCourseWithEnrollment(server.handle.db, user.id);
    const response = await get('/api/student/courses', user.token);
    expect(response.statusCode).toBe(403);
  });

  it('refuses admins on student routes and strangers everywhere', async () => {
    expect((await get('/api/student/courses', adminToken)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/student/grades' })).statusCode).toBe(401);
  });
});

describe('submitting an essay', () => {
  it('stores a sanitised essay with its plain text, once per idempotency key', async () => {
    const html = '<p>One two three four</p><script>alert(1)</script><p onclick="x()">five</p>';
    const first = await submit(limited.assignment.id, html, 'attempt-0001');
    expect(first.statusCode).toBe(201);
    const stored = first.json();
    expect(stored).toMatchObject({
      version: 1,
      status: 'submitted',
      word_count: 5,
      grade: null,
      released: false,
    });
    expect(stored.content_html).toBe('<p>One two three four</p><p>five</p>');

    const retry = await submit(limited.assignment.id, html, 'attempt-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(stored.id);
    const assignment = (await get(`/api/student/assignments/${limited.assignment.id}`)).json();
    expect(assignment.latest_submission).toMatchObject({ id: stored.id, version: 1 });
  });

  it('replaces the version under review when resubmitted before release', async () => {
    const first = (await get(`/api/student/assignments/${limited.assignment.id}`)).json().latest_submission;
    const second = await submit(limited.assignment.id, words(6), 'attempt-0002');
    expect(second.json()).toMatchObject({ id: first.id, version: 1, word_count: 6 });
    const assignment = (await get(`/api/student/assignments/${limited.assignment.id}`)).json();
    expect(assignment.latest_submission.id).toBe(second.json().id);
    const week = (await get(`/api/student/weeks/${limited.week.id}`)).json();
    expect(week.assignments[0]).toMatchObject({ status: 'submitted', grade: null });
    expect(week.statistics).toMatchObject({ completed: 0, in_progress: 1 });
  });

  it.each([
    ['an empty essay', '<p>  </p>', 'Write your essay before submitting it.'],
    ['too few words', words(2), 'The essay has 2 words; this assignment needs at least 3.'],
    ['too many words', words(7), 'The essay has 7 words; this assignment allows at most 6.'],
  ])('refuses %s with the reason on the field', async (_case, html, message) => {
    const response = await submit(limited.assignment.id, html);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.content_html).toBe(message);
  });

  it('refuses a malformed idempotency key and a key reused for another assignment', async () => {
    expect((await submit(content.assignment.id, words(4), 'bad key!')).statusCode).toBe(400);
    const reused = await submit(content.assignment.id, words(4), 'attempt-0001');
    expect(reused.statusCode).toBe(409);
  });

  it('shows another student nothing of this essay', async () => {
    const mine = (await get(`/api/student/assignments/${limited.assignment.id}`)).json().latest_submission;
    const grade = await get(`/api/submissions/${mine.id}/grade`, otherToken);
    expect(grade.statusCode).toBe(404);
  });
});

describe('grades and feedback', () => {
  let released: number;
  let drafted: number;
  beforeAll(async () => {
    released = (await submit(content.assignment.id, words(4), 'grade-0001')).json().id;
    const db = server.handle.db;
    await releaseGrade(db, released, 91, 'Clear claim.');
    const extra = await createWeekWithContent(db, course.id);
    drafted = (await submit(extra.assignment.id, words(4), 'grade-0002')).json().id;
    await draftFeedback(db, drafted);
  });

  it('lists only released entries in the specification shape', async () => {
    const grades = (await get('/api/student/grades')).json();
    expect(grades).toEqual([
      {
        submission_id: released,
        assignment_id: content.assignment.id,
        assignment_title: content.assignment.title,
        grade: 91,
        feedback: 'Clear claim.',
        submitted_at: expect.any(String),
        graded_at: expect.any(String),
        feedback_generated_at: null,
        is_approved: true,
        saved: false,
        status: 'graded',
      },
    ]);
    expect(
      (await get('/api/student/feedback'))
        .json()
        .map((item: { submission_id: number }) => item.submission_id),
    ).toEqual([released]);
  });

  it("shows an instructor's change at once, though the list was just read", async () => {
    expect((await get('/api/student/grades')).json()[0].assignment_title).toBe(content.assignment.title);
    const renamed = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/assignments/${content.assignment.id}`,
      headers: bearer(adminToken),
      payload: { title: 'Renamed: a claim and its reasons', instructions_html: '<p>Argue.</p>' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/api/student/grades')).json()[0].assignment_title).toBe(
      'Renamed: a claim and its reasons',
    );
    expect((await get('/api/student/feedback')).json()[0].assignment_title).toBe(
      'Renamed: a claim and its reasons',
    );
  });

  it('keeps drafted feedback on the server until it is released', async () => {
    const grade = (await get(`/api/submissions/${drafted}/grade`)).json();
    expect(grade).toEqual({ submission_id: drafted, grade: null, feedback: null, graded_at: null });
    const adminView = (await get(`/api/submissions/${drafted}/grade`, adminToken)).json();
    expect(adminView).toMatchObject({ grade: 77, feedback: 'Draft feedback' });
  });

  it('answers the grade of a released essay to its author and marks the week completed', async () => {
    expect((await get(`/api/submissions/${released}/grade`)).json()).toMatchObject({
      grade: 91,
      feedback: 'Clear claim.',
    });
    const week = (await get(`/api/student/weeks/${content.week.id}`)).json();
    expect(week.assignments[0]).toMatchObject({ status: 'graded', grade: 91 });
    expect(week.statistics).toMatchObject({ completed: 1, in_progress: 0 });
  });

  it('refuses to replace an essay whose feedback is released', async () => {
    const response = await submit(content.assignment.id, words(4), 'grade-0003');
    expect(response.statusCode).toBe(409);
    expect((await get(`/api/student/assignments/${content.assignment.id}`)).json().can_submit).toBe(false);
  });

  it('hides a feedback entry from the student without deleting the grade', async () => {
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/student/feedback/${released}`,
          headers: bearer(otherToken),
        })
      ).statusCode,
    ).toBe(404);
    const hidden = await server.app.inject({
      method: 'DELETE',
      url: `/api/student/feedback/${released}`,
      headers: bearer(token),
    });
    expect(hidden.statusCode).toBe(204);
    expect((await get('/api/student/grades')).json()).toEqual([]);
    expect((await get(`/api/submissions/${released}/grade`, adminToken)).json().grade).toBe(91);
  });

  it('lists what is due across enrolled courses, undated last', async () => {
    const due = (await get('/api/student/assignments')).json();
    expect(due[0]).toMatchObject({
      id: limited.assignment.id,
      course_title: 'Persuasion',
      status: 'submitted',
    });
    expect(due.map((item: { id: number }) => item.id)).not.toContain(foreign.assignment.id);
  });
});
