import { eq } from 'drizzle-orm';
import { dayOf, seedAnalyticsDataset } from '../../../../../test/server/analytics-dataset';
import { bearer, signedInUser, tokenFor } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import type { Analytics } from '../../../../shared/contract/analytics';
import { assignments, submissions } from '../../../db/schema';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let data: Awaited<ReturnType<typeof seedAnalyticsDataset>>;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  data = await seedAnalyticsDataset(db);
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  studentToken = await tokenFor(server, data.people.ann);
});
afterAll(() => server.close());

const get = (url: string, token: string | null = adminToken) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function analytics(query = ''): Promise<Analytics> {
  const response = await get(`/api/admin/analytics${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const countsOf = (answer: Analytics) => answer.grade_distribution.map((bucket) => bucket.count);

describe('GET /api/admin/analytics over every course', () => {
  it('sums the latest essays only: a resubmitted version no longer counts', async () => {
    const { totals } = await analytics();
    expect(totals).toEqual({
      students: 4,
      submissions: 5,
      awaiting_review: 1,
      released: 4,
      average_grade: 72.3,
    });
  });

  it('gives each student their essays, releases, averages and last submission', async () => {
    const { students } = await analytics();
    const { ann, bob, dan } = data.people;
    const byId = new Map(students.map((row) => [row.id, row]));
    expect(byId.get(ann.id)).toEqual({
      id: ann.id,
      username: ann.username,
      display_name: ann.username,
      submissions: 2,
      released: 1,
      average_grade: 72,
      // Her drafted first version (40) is superseded.
      average_suggested_grade: 77.5,
      last_submitted_at: data.ago(1).toISOString(),
    });
    expect(byId.get(bob.id)).toMatchObject({ submissions: 2, released: 2, average_grade: 79.5 });
    expect(byId.get(dan.id)).toMatchObject({
      submissions: 0,
      released: 0,
      average_grade: null,
      average_suggested_grade: null,
      last_submitted_at: null,
    });
    expect(students).toHaveLength(4);
  });

  it('gives each course its enrollment, essays, queue and average grade', async () => {
    const { courses } = await analytics();
    expect(courses).toEqual([
      {
        id: data.courses.alpha.id,
        title: 'Alpha course',
        students_enrolled: 2,
        submissions: 4,
        awaiting_review: 1,
        released: 3,
        average_grade: 77,
      },
      {
        id: data.courses.beta.id,
        title: 'Beta course',
        students_enrolled: 2,
        submissions: 1,
        awaiting_review: 0,
        released: 1,
        average_grade: 58,
      },
    ]);
  });

  it('counts submissions per day over the last 30 days, quiet days as zeros', async () => {
    const answer = await analytics();
    const perDay = new Map(answer.submissions_over_time.map((day) => [day.date, day.count]));
    expect(answer.submissions_over_time).toHaveLength(30);
    expect(answer.range.to).toBe(answer.submissions_over_time.at(-1)?.date);
    expect(perDay.get(dayOf(data.ago(2)))).toBe(2);
    expect(perDay.get(dayOf(data.ago(3)))).toBe(0);
    expect(perDay.get(dayOf(data.ago(5)))).toBe(1);
    expect([...perDay.values()].reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  it('buckets released final grades only, not a drafted one', async () => {
    const answer = await analytics();
    expect(answer.grade_distribution.map((bucket) => bucket.label)).toEqual([
      '0–59',
      '60–69',
      '70–79',
      '80–89',
      '90–100',
    ]);
    expect(countsOf(answer)).toEqual([1, 1, 1, 0, 1]);
  });

  it('counts feedback items by category and severity, all drafted and accepted', async () => {
    const { feedback_by_category } = await analytics();
    expect(feedback_by_category).toEqual([
      { category: 'clarity', severity: 'low', total: 1, accepted: 1 },
      { category: 'evidence', severity: 'high', total: 1, accepted: 1 },
      { category: 'grammar', severity: 'medium', total: 3, accepted: 1 },
    ]);
  });

  it('pairs suggested and final grades of released essays that have both', async () => {
    const { suggested_vs_final } = await analytics();
    const { annLatest, bobFirst, catEssay } = data.essays;
    expect(suggested_vs_final).toEqual(
      expect.arrayContaining([
        { submission_id: annLatest.id, suggested: 70, final: 72 },
        { submission_id: bobFirst.id, suggested: 90, final: 95 },
        { submission_id: catEssay.id, suggested: 60, final: 58 },
      ]),
    );
    expect(suggested_vs_final).toHaveLength(3);
  });

  it('averages each rubric criterion over the released essays scored on it', async () => {
    const { annOld, annLatest, bobFirst } = data.essays;
    const level = (id: number, points: number) => ({
      id,
      title: `${points} points`,
      description: '',
      points,
    });
    const rubric = {
      criteria: [
        { id: 1, title: 'Claim', description: '', points: 4, levels: [level(11, 4), level(12, 2)] },
        { id: 2, title: 'Evidence', description: '', points: 4, levels: [level(21, 4), level(22, 1)] },
      ],
    };
    const db = server.handle.db;
    await db.update(assignments).set({ rubric }).where(eq(assignments.id, annLatest.assignmentId));
    const score = (criterion: number, level: number) => ({
      criterion_id: criterion,
      level_id: level,
      comment: '',
    });
    await db
      .update(submissions)
      .set({ rubricScores: [score(1, 12), score(2, 22)] })
      .where(eq(submissions.id, annLatest.id));
    await db
      .update(submissions)
      .set({ rubricScores: [score(1, 11)] })
      .where(eq(submissions.id, bobFirst.id));
    // A superseded version's scores never count.
    await db
      .update(submissions)
      .set({ rubricScores: [score(1, 11), score(2, 21)] })
      .where(eq(submissions.id, annOld.id));
    const { rubric_criteria } = await analytics();
    const common = { assignment_id: annLatest.assignmentId, points: 4 };
    expect(rubric_criteria).toEqual([
      {
        ...common,
        assignment_title: expect.any(String),
        criterion_id: 1,
        criterion_title: 'Claim',
        scored: 2,
        average_points: 3,
      },
      {
        ...common,
        assignment_title: expect.any(String),
        criterion_id: 2,
        criterion_title: 'Evidence',
        scored: 1,
        average_points: 1,
      },
    ]);
    // Another course's view has no rubric to show.
    expect((await analytics(`?course_id=${data.courses.beta.id}`)).rubric_criteria).toEqual([]);
  });

  it('offers every course and week as filter choices', async () => {
    const { options } = await analytics();
    expect(options.courses.map((course) => course.title)).toEqual(['Alpha course', 'Beta course']);
    expect(options.weeks.map((week) => week.id)).toEqual(
      expect.arrayContaining([data.weeks.week1.id, data.weeks.week2.id, data.weeks.week3.id]),
    );
  });
});

describe('GET /api/admin/analytics with filters', () => {
  it('narrows everything to one course', async () => {
    const answer = await analytics(`?course_id=${data.courses.beta.id}`);
    expect(answer.students.map((row) => row.id).sort()).toEqual(
      [data.people.cat.id, data.people.dan.id].sort(),
    );
    expect(answer.courses.map((row) => row.title)).toEqual(['Beta course']);
    expect(answer.totals).toMatchObject({ submissions: 1, released: 1, average_grade: 58 });
    expect(countsOf(answer)).toEqual([1, 0, 0, 0, 0]);
    expect(answer.suggested_vs_final).toEqual([
      { submission_id: data.essays.catEssay.id, suggested: 60, final: 58 },
    ]);
    expect(answer.feedback_by_category).toEqual([
      { category: 'evidence', severity: 'high', total: 1, accepted: 1 },
      { category: 'grammar', severity: 'medium', total: 1, accepted: 0 },
    ]);
    // The filter choices stay whole, so another course can be chosen.
    expect(answer.options.courses).toHaveLength(2);
  });

  it('narrows to a week, whose dates become the range', async () => {
    const answer = await analytics(`?course_id=${data.courses.alpha.id}&week_id=${data.weeks.week1.id}`);
    expect(answer.range).toEqual({ from: dayOf(data.ago(6)), to: dayOf(data.ago(0)) });
    expect(answer.submissions_over_time).toHaveLength(7);
    expect(answer.totals).toMatchObject({ students: 2, submissions: 2, awaiting_review: 0, released: 2 });
    expect(countsOf(answer)).toEqual([0, 0, 1, 0, 1]);
  });

  it('narrows to a week without dates over the last 30 days, and its course from the week alone', async () => {
    const answer = await analytics(`?week_id=${data.weeks.week2.id}`);
    expect(answer.submissions_over_time).toHaveLength(30);
    expect(answer.courses.map((row) => row.title)).toEqual(['Alpha course']);
    const ann = answer.students.find((row) => row.id === data.people.ann.id);
    expect(ann).toMatchObject({
      submissions: 1,
      released: 0,
      average_grade: null,
      average_suggested_grade: 85,
    });
    // Ann's drafted 80 is not released; Bob's 64 is.
    expect(countsOf(answer)).toEqual([0, 1, 0, 0, 0]);
    expect(answer.totals).toMatchObject({ submissions: 2, awaiting_review: 1, released: 1 });
  });

  it.each([
    ['an unknown course', () => '?course_id=999999', 'Course was not found.'],
    ['an unknown week', () => '?week_id=999999', 'Week was not found.'],
    [
      'a week of another course',
      () => `?course_id=${data.courses.alpha.id}&week_id=${data.weeks.week3.id}`,
      'Week was not found.',
    ],
  ])('answers 404 for %s', async (_case, query, sentence) => {
    const response = await get(`/api/admin/analytics${query()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(sentence);
  });

  it('refuses a filter that is not an id', async () => {
    expect((await get('/api/admin/analytics?course_id=abc')).statusCode).toBe(400);
    expect((await get('/api/admin/analytics?week_id=0')).statusCode).toBe(400);
  });
});

describe('who may read analytics and activity', () => {
  it.each(['/api/admin/analytics', '/api/admin/activity'])('refuses a student on %s', async (url) => {
    expect((await get(url, studentToken)).statusCode).toBe(403);
  });

  it.each(['/api/admin/analytics', '/api/admin/activity'])(
    'asks a stranger on %s to sign in',
    async (url) => {
      expect((await get(url, null)).statusCode).toBe(401);
    },
  );
});

describe('GET /api/admin/activity', () => {
  it('lists submissions and releases, newest first', async () => {
    const response = await get('/api/admin/activity');
    expect(response.statusCode).toBe(200);
    const events = response.json() as Array<{
      kind: string;
      at: string;
      student_name: string;
      grade: number | null;
    }>;
    const times = events.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(events[0]).toMatchObject({ student_name: data.people.bob.username });
    const releases = events.filter((event) => event.kind === 'released');
    expect(releases.map((event) => event.grade).sort()).toEqual([58, 64, 72, 95]);
    // Every version handed in is an event, the superseded one too.
    expect(events.filter((event) => event.kind === 'submitted')).toHaveLength(6);
  });
});
