import ExcelJS from 'exceljs';
import { enrolledClassmate, enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  signedInUser,
} from '../../../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../../../test/server/feedback-factories';
import { gradingUrl, reviewForm } from '../../../../../test/server/grading';
import { downloadExport, sheetRows } from '../../../../../test/server/read-export';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';

let server: TestServer;
let adminToken: string;
let courseId: number;
let weekNumber: number;
let assignment: { id: number; title: string };
const people: { username: string; token: string }[] = [];

const essay =
  '<p>Their is many reasons to walk. Walking is good for you.</p><p>Cities should build paths.</p>';

const call = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, token = adminToken) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const submit = async (token: string, html = essay) =>
  (await submitEssay(server, token, assignment.id, html)).json();
const submissionPath = (id: number) => gradingUrl(assignment.id, id);

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  const world = await enrolledStudent(server, { courseTitle: 'Persuasion' });
  const released = world.student;
  const drafted = await enrolledClassmate(server, world.course.id);
  courseId = world.course.id;
  weekNumber = world.week.weekNumber;
  assignment = world.assignment;
  for (const user of [released, drafted]) people.push({ username: user.username, token: user.token });
});
afterAll(() => server.close());

describe('GET /api/admin/exports/grades.xlsx', () => {
  it('exports the latest essay of each student, with released feedback and the accepted comments only', async () => {
    const [released, drafted] = people;
    await submit(released.token, '<p>A first version that is replaced.</p>');
    const latest = await submit(released.token);
    await storeTestDraft(server.handle.db, latest.id, (text) => [
      itemOn(text, 'Their is', 'grammar'),
      itemOn(text, 'Walking is good for you.', 'evidence'),
      itemOn(text, 'Cities should', 'style'),
    ]);
    const items = (
      await server.app.inject({ method: 'GET', url: submissionPath(latest.id), headers: bearer(adminToken) })
    )
      .json()
      .feedback_items.sort(
        (a: { startIndex: number }, b: { startIndex: number }) => a.startIndex - b.startIndex,
      );
    const decide = (id: number, body: object) =>
      call('PATCH', `${submissionPath(latest.id)}/feedback-items/${id}`, body);
    await decide(items[0].id, { decision: 'accepted', comment: '@SUM(1) agreement slip.' });
    await decide(items[1].id, { decision: 'accepted' });
    await decide(items[2].id, { decision: 'rejected' });
    const level = (title: string, points: number) => ({ title, description: '', points });
    const rubric = (
      await call('PUT', `/api/admin/assignments/${assignment.id}/rubric`, {
        criteria: [
          { title: 'Claim', description: '', levels: [level('Strong', 4), level('Weak', 1)] },
          { title: 'Conventions', description: '', levels: [level('Clean', 4), level('Some slips', 3)] },
        ],
      })
    ).json();
    const review = await call(
      'PUT',
      `${submissionPath(latest.id)}/review`,
      reviewForm({
        rubric_scores: [
          { criterion_id: rubric.criteria[0].id, level_id: rubric.criteria[0].levels[0].id, comment: '' },
          { criterion_id: rubric.criteria[1].id, level_id: rubric.criteria[1].levels[1].id, comment: '' },
        ],
        grade: 88,
        general_feedback: '=1+1 is not an argument.\nSupport each claim.',
        overall_feedback: 'Persuasive.',
        strengths: ['Clear position'],
        areas_for_improvement: ['Evidence'],
        encouragement: 'Keep going.',
        release: true,
      }),
    );
    expect(review.statusCode).toBe(200);
    const draft = await submit(drafted.token);
    await storeTestDraft(server.handle.db, draft.id, (text) => [itemOn(text, 'Their is', 'grammar')]);

    const { response, workbook } = await downloadExport(
      server,
      `/api/admin/exports/grades.xlsx?course_id=${courseId}`,
      adminToken,
    );
    expect(response.headers['content-disposition']).toMatch(/filename="margin-grades-\d{4}-\d\d-\d\d\.xlsx"/);
    const sheet = workbook.getWorksheet('Grades')!;
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      'Course',
      'Week',
      'Assignment',
      'Student',
      'Username',
      'Version',
      'Submitted at (UTC)',
      'Words',
      'Suggested grade',
      'Final grade',
      'Released',
      'Graded at (UTC)',
      'General feedback',
      'Rubric points',
      'Rubric',
      'Accepted comments',
      'Comments',
    ]);
    expect(rows).toHaveLength(3);
    const [releasedRow, draftRow] = rows.slice(1);
    expect(releasedRow).toEqual([
      'Persuasion',
      weekNumber,
      assignment.title,
      released.username,
      released.username,
      1,
      new Date(latest.submitted_at),
      15,
      74,
      88,
      true,
      expect.any(Date),
      '=1+1 is not an argument.\nSupport each claim.',
      '7 of 8',
      'Claim: Strong, 4 of 4\nConventions: Some slips, 3 of 4',
      2,
      'grammar/medium: @SUM(1) agreement slip.\nevidence/medium: A comment on "Walking is good for you.".',
    ]);
    // A draft is not a grade yet: its final grade, feedback and comments stay blank.
    expect(draftRow).toEqual([
      'Persuasion',
      weekNumber,
      assignment.title,
      drafted.username,
      drafted.username,
      1,
      new Date(draft.submitted_at),
      15,
      74,
      undefined,
      false,
      undefined,
      undefined,
      undefined,
      undefined,
      0,
    ]);
    for (const address of ['M2', 'O2', 'Q2']) {
      const cell = sheet.getCell(address);
      expect({ address, type: cell.type, formula: cell.formula }).toEqual({
        address,
        type: ExcelJS.ValueType.String,
        formula: undefined,
      });
      expect(cell.alignment).toMatchObject({ wrapText: true });
    }
    expect(sheet.getColumn(17).width).toBe(64);
    expect(sheet.autoFilter).toBe('A1:Q3');
  });

  it('narrows to one course, and without a filter includes every course', async () => {
    const other = await createCourseWithEnrollment(
      server.handle.db,
      (await createUser(server.handle.db)).id,
      'Empty',
    );
    const empty = await downloadExport(
      server,
      `/api/admin/exports/grades.xlsx?course_id=${other.id}`,
      adminToken,
    );
    expect(sheetRows(empty.workbook.getWorksheet('Grades')!)).toHaveLength(1);
    const all = await downloadExport(server, '/api/admin/exports/grades.xlsx', adminToken);
    expect(
      sheetRows(all.workbook.getWorksheet('Grades')!)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Persuasion', 'Persuasion']);
  });
});
