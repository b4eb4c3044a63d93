import { enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { bearer, signedInUser } from '../../../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../../../test/server/feedback-factories';
import { gradingUrl, type ReviewForm, reviewForm } from '../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let assignmentId: number;
let submissionId: number;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const rubricUrl = () => `/api/admin/assignments/${assignmentId}/rubric`;
const reviewUrl = () => gradingUrl(assignmentId, submissionId);

const level = (title: string, points: number) => ({ title, description: `${title} work.`, points });
const twoCriteria = {
  criteria: [
    {
      title: '  Claim ',
      description: 'An arguable claim.',
      levels: [level('Strong', 4), level('Weak', 1)],
    },
    {
      title: 'Conventions',
      description: 'Grammar and spelling.',
      levels: [level('Clean', 4), level('Some slips', 3), level('Many slips', 1)],
    },
  ],
};

interface Rubric {
  criteria: {
    id: number;
    title: string;
    points: number;
    levels: { id: number; title: string; points: number }[];
  }[];
}

const review = (extra: Partial<ReviewForm>) => reviewForm({ general_feedback: 'Good start.', ...extra });

beforeAll(async () => {
  server = await startTestServer();
  const { student, assignment } = await enrolledStudent(server);
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  assignmentId = assignment.id;
  studentToken = student.token;
  const essay = '<p>Their is many reasons to walk. Walking are good for you. Cities should build paths.</p>';
  submissionId = (await submitEssay(server, studentToken, assignmentId, essay)).json().id;
  await storeTestDraft(server.handle.db, submissionId, (text) => [
    itemOn(text, 'Their is'),
    itemOn(text, 'Walking are'),
  ]);
});
afterAll(() => server.close());

describe('/api/admin/assignments/{id}/rubric', () => {
  it('starts empty, numbers what is saved, and keeps the numbers of what stays', async () => {
    expect((await call('GET', rubricUrl())).json()).toEqual({ criteria: [] });
    const saved = await call('PUT', rubricUrl(), twoCriteria);
    expect(saved.statusCode).toBe(200);
    const rubric = saved.json() as Rubric;
    expect(rubric.criteria.map((criterion) => [criterion.title, criterion.points])).toEqual([
      ['Claim', 4],
      ['Conventions', 4],
    ]);
    const ids = rubric.criteria.flatMap((criterion) => [criterion.id, ...criterion.levels.map((l) => l.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call('GET', rubricUrl())).json()).toEqual(rubric);

    // The claim keeps its number; conventions is replaced by a new criterion.
    const [claim] = rubric.criteria;
    const edited = await call('PUT', rubricUrl(), {
      criteria: [
        { ...claim, levels: [...claim.levels, level('Absent', 0)] },
        { title: 'Evidence', description: '', levels: [level('Two sources', 5)] },
      ],
    });
    const after = edited.json() as Rubric;
    expect(after.criteria[0].id).toBe(claim.id);
    expect(after.criteria[0].levels.slice(0, 2)).toEqual(claim.levels);
    expect(after.criteria[1]).toMatchObject({ title: 'Evidence', points: 5 });
    expect(ids).not.toContain(after.criteria[1].id);
  });

  it('refuses blank titles, numbers it never gave, and rubrics past their bounds', async () => {
    const blank = await call('PUT', rubricUrl(), {
      criteria: [{ title: '   ', description: '', levels: [level('A', 1)] }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ 'criteria.0.title': 'Give criterion 1 a title.' });
    const foreign = await call('PUT', rubricUrl(), {
      criteria: [{ id: 999, title: 'Claim', description: '', levels: [level('A', 1)] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe('Criterion 1 names a criterion this rubric does not have.');
    const noLevels = await call('PUT', rubricUrl(), {
      criteria: [{ title: 'Claim', description: '', levels: [] }],
    });
    expect(noLevels.statusCode).toBe(400);
    const tooMany = await call('PUT', rubricUrl(), {
      criteria: Array.from({ length: 21 }, (_, n) => ({
        title: `C${n}`,
        description: '',
        levels: [level('A', 1)],
      })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/assignments/999999/rubric', twoCriteria)).statusCode).toBe(404);
  });

  it('is the instructors’: students get 403', async () => {
    expect((await call('GET', rubricUrl(), undefined, studentToken)).statusCode).toBe(403);
    expect((await call('PUT', rubricUrl(), twoCriteria, studentToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/rubrics', undefined, studentToken)).statusCode).toBe(403);
  });

  it('scores a submission, grades it from the rubric unless a grade is typed, and shows it once released', async () => {
    const rubric = (await call('PUT', rubricUrl(), twoCriteria)).json() as Rubric;
    const [claim, conventions] = rubric.criteria;

    const detail = (await call('GET', reviewUrl())).json();
    expect(detail.rubric).toEqual(rubric);
    // Two grammar comments in a short essay: the engine suggests the lowest conventions level.
    expect(detail.rubric_scores).toEqual([
      expect.objectContaining({ criterion_id: claim.id, level_id: null, suggested_level_id: null }),
      expect.objectContaining({
        criterion_id: conventions.id,
        level_id: null,
        suggested_level_id: conventions.levels[2].id,
        suggestion_reason: expect.stringMatching(
          /^2 grammar comments \(\d+\.\d per 100 words\) in \d+ words\.$/,
        ),
      }),
    ]);

    const half = await call(
      'PUT',
      `${reviewUrl()}/review`,
      review({
        rubric_scores: [{ criterion_id: claim.id, level_id: claim.levels[0].id, comment: ' Clear. ' }],
      }),
    );
    expect(half.statusCode).toBe(200);
    expect(half.json().grade).toBeNull();
    expect(half.json().rubric_scores[0]).toMatchObject({ points: 4, comment: 'Clear.' });

    const scores = [
      { criterion_id: claim.id, level_id: claim.levels[0].id, comment: 'Clear.' },
      { criterion_id: conventions.id, level_id: conventions.levels[1].id, comment: '' },
    ];
    const full = await call('PUT', `${reviewUrl()}/review`, review({ rubric_scores: scores }));
    // (4 + 3) of 8 points: 87.5, rounded up.
    expect(full.json().grade).toBe(88);
    const typed = await call('PUT', `${reviewUrl()}/review`, review({ grade: 90, rubric_scores: scores }));
    expect(typed.json().grade).toBe(90);

    const before = (
      await call('GET', `/api/student/assignments/${assignmentId}/feedback`, undefined, studentToken)
    ).json();
    expect(before.rubric).toEqual({ criteria: [] });
    expect(before.rubric_scores).toEqual([]);

    await call('PUT', `${reviewUrl()}/review`, review({ grade: null, release: true }));
    const after = (
      await call('GET', `/api/student/assignments/${assignmentId}/feedback`, undefined, studentToken)
    ).json();
    expect(after.grade).toBe(88);
    expect(after.rubric).toEqual(rubric);
    expect(after.rubric_scores).toEqual([
      {
        criterion_id: claim.id,
        level_id: claim.levels[0].id,
        points: 4,
        comment: 'Clear.',
        suggested_level_id: null,
        suggestion_reason: null,
      },
      {
        criterion_id: conventions.id,
        level_id: conventions.levels[1].id,
        points: 3,
        comment: '',
        suggested_level_id: null,
        suggestion_reason: null,
      },
    ]);
  });

  it('refuses scores for criteria or levels the rubric does not have', async () => {
    const rubric = (await call('GET', rubricUrl())).json() as Rubric;
    const [claim, conventions] = rubric.criteria;
    const wrongLevel = await call(
      'PUT',
      `${reviewUrl()}/review`,
      review({
        rubric_scores: [{ criterion_id: claim.id, level_id: conventions.levels[0].id, comment: '' }],
      }),
    );
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json().fields.rubric_scores).toBe(
      'The level chosen for “Claim” is not one of its levels.',
    );
    const twice = await call(
      'PUT',
      `${reviewUrl()}/review`,
      review({
        rubric_scores: [
          { criterion_id: claim.id, level_id: null, comment: 'a' },
          { criterion_id: claim.id, level_id: null, comment: 'b' },
        ],
      }),
    );
    expect(twice.json().detail).toBe('“Claim” is scored twice.');
  });

  it('lists every rubric in the library with its course and points', async () => {
    const library = (await call('GET', '/api/admin/rubrics')).json();
    expect(library).toContainEqual(
      expect.objectContaining({ assignment_id: assignmentId, criteria: ['Claim', 'Conventions'], points: 8 }),
    );
  });
});
