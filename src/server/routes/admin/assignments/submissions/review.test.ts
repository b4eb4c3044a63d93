import { enrolledClassmate, enrolledStudent, submitEssay } from '../../../../../../test/server/course-world';
import { bearer, signedInUser } from '../../../../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../../../../test/server/feedback-factories';
import { gradingUrl, reviewForm } from '../../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../../test/server/test-server';

let server: TestServer;
let studentToken: string;
let adminToken: string;
let assignmentId: number;
let submissionId: number;
let courseId: number;

const essay =
  '<p>Their is many reasons to walk. Walking is good for you.</p><p>Cities should build more paths 🚶 for everyone.</p>';

const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const base = () => gradingUrl(assignmentId, submissionId);
const detail = async () => (await call('GET', base())).json();
const studentView = async () =>
  (await call('GET', `/api/student/assignments/${assignmentId}/feedback`, undefined, studentToken)).json();

const review = (release: boolean, grade: number | null = 81) =>
  reviewForm({
    grade,
    general_feedback: 'Good start; fix the agreement slips.',
    overall_feedback: 'A persuasive essay.',
    strengths: ['Clear position'],
    areas_for_improvement: ['Subject-verb agreement'],
    encouragement: 'Keep writing!',
    release,
  });

beforeAll(async () => {
  server = await startTestServer();
  const { student, course, assignment } = await enrolledStudent(server);
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  courseId = course.id;
  assignmentId = assignment.id;
  studentToken = student.token;
  submissionId = (await submitEssay(server, studentToken, assignmentId, essay)).json().id;
  await storeTestDraft(server.handle.db, submissionId, (text) => [
    itemOn(text, 'Their is', 'grammar'),
    itemOn(text, 'Walking is good for you.', 'evidence'),
    itemOn(text, 'paths 🚶 for', 'style'),
  ]);
});
afterAll(() => server.close());

describe('the instructor reviews drafted feedback', () => {
  it('lists the latest essay of each student with its draft state', async () => {
    const list = (await call('GET', `/api/admin/assignments/${assignmentId}/submissions`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: submissionId,
        suggested_grade: 74,
        draft_ready: true,
        draft_status: 'ready',
      }),
    ]);
  });

  it('answers the full submission with anchored items, each holding its quote', async () => {
    const submission = await detail();
    expect(submission).toMatchObject({ id: submissionId, assignment_id: assignmentId, suggested_grade: 74 });
    expect(JSON.parse(submission.structured_feedback_json)).toMatchObject({ suggested_grade: 74 });
    expect(submission.feedback_items).toHaveLength(3);
    for (const item of submission.feedback_items) {
      expect(submission.content_text.slice(item.startIndex, item.endIndex)).toBe(item.quote);
      expect(item).toMatchObject({ decision: 'pending', aiGenerated: true });
    }
    expect(submission.feedback_items[2].prefix.endsWith('build more ')).toBe(true);
  });

  it('accepts, rejects and edits items; editing accepts and marks the item edited', async () => {
    const [grammar, evidence, style] = (await detail()).feedback_items;
    expect(
      (await call('PATCH', `${base()}/feedback-items/${grammar.id}`, { decision: 'accepted' })).json(),
    ).toMatchObject({ decision: 'accepted', edited: false });
    expect(
      (await call('PATCH', `${base()}/feedback-items/${evidence.id}`, { decision: 'rejected' })).json(),
    ).toMatchObject({ decision: 'rejected' });
    const edited = (
      await call('PATCH', `${base()}/feedback-items/${style.id}`, {
        comment: 'Lovely image.',
        severity: 'low',
      })
    ).json();
    expect(edited).toMatchObject({
      decision: 'accepted',
      edited: true,
      comment: 'Lovely image.',
      severity: 'low',
      position: 3,
      // Rewritten words are the instructor's: the student counts them under Manual Review.
      aiGenerated: false,
    });
    // A new severity alone leaves the engine's words the engine's.
    expect(
      (await call('PATCH', `${base()}/feedback-items/${grammar.id}`, { severity: 'high' })).json(),
    ).toMatchObject({ edited: true, aiGenerated: true });
  });

  it('adds a manual item on selected text and refuses a selection that does not match', async () => {
    const text: string = (await detail()).content_text;
    const startIndex = text.indexOf('Cities should');
    const manual = {
      startIndex,
      endIndex: startIndex + 13,
      quote: 'Cities should',
      category: 'argument',
      severity: 'medium',
      comment: 'Which cities?',
      suggestion: 'Name one.',
    };
    const created = await call('POST', `${base()}/feedback-items`, manual);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      aiGenerated: false,
      decision: 'accepted',
      quote: 'Cities should',
      position: 3,
    });
    const wrong = await call('POST', `${base()}/feedback-items`, { ...manual, quote: 'Towns should' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.quote).toMatch(/no longer matches/);
  });

  it('keeps saved feedback from the student, then releases only the accepted items', async () => {
    const saved = await call('PUT', `${base()}/review`, review(false));
    expect(saved.json()).toMatchObject({ saved: true, is_approved: false, graded_at: null, grade: 81 });
    expect(await studentView()).toMatchObject({
      released: false,
      grade: null,
      feedback: null,
      feedback_items: [],
    });
    const grades = await call('GET', '/api/student/grades', undefined, studentToken);
    expect(grades.json()).toEqual([]);

    const refused = await call('PUT', `${base()}/review`, review(true, null));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.grade).toBeDefined();

    const released = (await call('PUT', `${base()}/review`, review(true))).json();
    expect(released).toMatchObject({ is_approved: true, status: 'graded', grade: 81 });
    const view = await studentView();
    expect(view).toMatchObject({
      released: true,
      grade: 81,
      feedback: 'Good start; fix the agreement slips.',
    });
    expect(view.feedback_items.map((item: { quote: string }) => item.quote)).toEqual([
      'Their is',
      'Cities should',
      'paths 🚶 for',
    ]);
    expect(view.feedback_items.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(JSON.parse(view.structured_feedback_json)).toMatchObject({ strengths: ['Clear position'] });
  });

  it("drafts again on demand, keeping the instructor's own items, but never after the release", async () => {
    expect((await call('POST', `${base()}/regenerate`)).statusCode).toBe(409);

    const db = server.handle.db;
    const other = await enrolledClassmate(server, courseId);
    const id = (await submitEssay(server, other.token, assignmentId, essay)).json().id;
    await storeTestDraft(db, id, (text) => [itemOn(text, 'Their is')]);
    const path = gradingUrl(assignmentId, id);
    const text: string = (await call('GET', path)).json().content_text;
    const start = text.indexOf('walk');
    await call('POST', `${path}/feedback-items`, {
      startIndex: start,
      endIndex: start + 4,
      quote: 'walk',
      category: 'style',
      severity: 'low',
      comment: 'Vivid.',
      suggestion: '',
    });
    const regenerated = await call('POST', `${path}/regenerate`);
    expect(regenerated.statusCode).toBe(202);
    expect(regenerated.json()).toMatchObject({ draft_status: 'queued', saved: false });
    expect(regenerated.json().feedback_items.map((item: { quote: string }) => item.quote)).toEqual(['walk']);
  });

  it('says what is wrong with a request it cannot read', async () => {
    const [item] = (await detail()).feedback_items;
    const wrongDecision = await call('PATCH', `${base()}/feedback-items/${item.id}`, { decision: 'maybe' });
    expect(wrongDecision.statusCode).toBe(400);
    expect(wrongDecision.json().fields.decision).toBe('Use one of pending, accepted, rejected.');
    const notAList = await call('PUT', `${base()}/review`, {
      ...review(false),
      strengths: { first: 'Clear' },
    });
    expect(notAList.json().fields.strengths).toBe('Must be a list.');
  });

  it('answers 404 for a submission of another assignment and refuses students', async () => {
    expect(
      (await call('GET', `/api/admin/assignments/${assignmentId + 999}/submissions/${submissionId}`))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', base(), undefined, studentToken)).statusCode).toBe(403);
  });
});
