import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../../../test/server/content-factories';
import { submitEssay } from '../../../../../test/server/course-world';
import { bearer, createCourseWithEnrollment, signedInUser } from '../../../../../test/server/factories';
import { itemOn, storeTestDraft } from '../../../../../test/server/feedback-factories';
import { gradingDesk, gradingUrl, reviewForm } from '../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import type { CarriedItem } from '../../../../shared/contract';
import { submissions } from '../../../db/schema';

/** The revision loop on the server: revisions after release, their limits, and the comments carried. */
let server: TestServer;
let studentToken: string;
let otherToken: string;
let adminToken: string;
let courseId: number;

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(token) });
const submit = (assignmentId: number, html: string) => submitEssay(server, studentToken, assignmentId, html);

/** The instructor accepts every drafted comment and releases the review. */
async function acceptAndRelease(assignmentId: number, submissionId: number, grade: number) {
  const desk = gradingDesk(server, adminToken, assignmentId, submissionId);
  for (const item of (await desk.read()).json().feedback_items) {
    expect((await desk.decide(item.id, 'accepted')).statusCode).toBe(200);
  }
  const released = await desk.review(
    reviewForm({
      grade,
      general_feedback: 'Fix the marked sentences.',
      overall_feedback: 'A clear essay.',
      strengths: ['A clear position'],
      areas_for_improvement: ['Agreement'],
      encouragement: 'Keep going.',
      release: true,
    }),
  );
  expect(released.statusCode).toBe(200);
}

/** A new assignment whose revision settings are set through the instructor's form. */
async function assignmentAllowing(settings: { allow_revisions?: boolean; max_versions?: number }) {
  const { assignment } = await createWeekWithContent(server.handle.db, courseId);
  const saved = await call('PUT', `/api/admin/assignments/${assignment.id}`, adminToken, {
    title: assignment.title,
    instructions_html: '<p>Argue a position.</p>',
    ...settings,
  });
  expect(saved.statusCode).toBe(200);
  return assignment.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const student = await signedInUser(server);
  studentToken = student.token;
  otherToken = (await signedInUser(server)).token;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  courseId = (await createCourseWithEnrollment(server.handle.db, student.id)).id;
});
afterAll(() => server.close());

describe('revisions after release', () => {
  it("keeps an assignment's revision settings, within 1 to 20 versions", async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 3 });
    expect((await call('GET', `/api/admin/assignments/${id}`, adminToken)).json()).toMatchObject({
      allow_revisions: true,
      max_versions: 3,
    });
    for (const max_versions of [0, 21, 2.5]) {
      const refused = await call('PUT', `/api/admin/assignments/${id}`, adminToken, {
        title: 'Essay',
        instructions_html: '',
        allow_revisions: true,
        max_versions,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('refuses a new version of a released essay when the assignment allows no revision', async () => {
    const id = await assignmentAllowing({});
    const first = await submit(id, '<p>Trees cool the streets in summer.</p>');
    await storeTestDraft(server.handle.db, first.json().id, (text) => [itemOn(text, 'Trees cool')]);
    await acceptAndRelease(id, first.json().id, 70);
    const again = await submit(id, '<p>Trees cool our streets in summer.</p>');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Feedback on this essay has been released, so it can no longer be replaced.',
    );
    const view = (await call('GET', `/api/student/assignments/${id}`, studentToken)).json();
    expect(view.can_submit).toBe(false);
  });

  it('stores revisions one version higher until the last version allowed, then answers 409', async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 2 });
    const first = await submit(id, '<p>Trees cool the streets in summer.</p>');
    expect(first.json().version).toBe(1);
    await storeTestDraft(server.handle.db, first.json().id, (text) => [itemOn(text, 'Trees cool')]);
    await acceptAndRelease(id, first.json().id, 70);
    expect((await call('GET', `/api/student/assignments/${id}`, studentToken)).json().can_submit).toBe(true);
    const feedback = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(feedback).toMatchObject({ version: 1, can_revise: true });

    const second = await submit(id, '<p>Old trees cool the streets in summer.</p>');
    expect(second.statusCode).toBe(201);
    expect(second.json().version).toBe(2);
    await storeTestDraft(server.handle.db, second.json().id, () => []);
    await acceptAndRelease(id, second.json().id, 80);
    const third = await submit(id, '<p>Old trees cool the busy streets in summer.</p>');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(
      'Feedback on this essay has been released, and all 2 versions this assignment allows are used.',
    );
    const last = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(last).toMatchObject({ version: 2, can_revise: false, grade: 80 });
    expect(last.versions.map((v: { version: number; grade: number }) => [v.version, v.grade])).toEqual([
      [1, 70],
      [2, 80],
    ]);
  });
});

describe('one rule for versions', () => {
  const versionsOf = async (id: number) =>
    (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json().versions ?? [];

  it('replaces the version under review instead of adding versions past the limit', async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 2 });
    const first = (await submit(id, '<p>Trees cool the streets in summer.</p>')).json();
    await acceptAndRelease(id, first.id, 70);
    const ids = new Set<number>();
    for (const n of [1, 2, 3, 4, 5]) {
      const again = await submit(id, `<p>Old trees cool the streets in summer, take ${n}.</p>`);
      expect(again.statusCode).toBe(201);
      expect(again.json().version).toBe(2);
      ids.add(again.json().id);
    }
    expect(ids.size).toBe(1);
    const view = (await call('GET', `/api/student/assignments/${id}`, studentToken)).json();
    expect(view.latest_submission).toMatchObject({
      version: 2,
      content_html: expect.stringContaining('take 5'),
    });
    expect((await versionsOf(id)).map((v: { version: number }) => v.version)).toEqual([1, 2]);
  });

  it('stores two revisions sent at once one after the other, as one version', async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 3 });
    const first = (await submit(id, '<p>Trees cool the streets in summer.</p>')).json();
    await acceptAndRelease(id, first.id, 70);
    const [a, b] = await Promise.all([
      submit(id, '<p>Old trees cool the streets in summer.</p>'),
      submit(id, '<p>Tall trees cool the streets in summer.</p>'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().version, b.json().version]).toEqual([2, 2]);
    expect(a.json().id).toBe(b.json().id);
    expect((await versionsOf(id)).map((v: { version: number }) => v.version)).toEqual([1, 2]);
  });

  it('refuses a replacement once the instructor has begun on the version, and says so before the student tries', async () => {
    const id = await assignmentAllowing({});
    const first = (await submit(id, '<p>Trees cool the streets in summer.</p>')).json();
    await storeTestDraft(server.handle.db, first.id, (text) => [itemOn(text, 'Trees cool')]);
    expect((await call('GET', `/api/student/assignments/${id}`, studentToken)).json().can_submit).toBe(true);
    const desk = gradingDesk(server, adminToken, id, first.id);
    const detail = (await desk.read()).json();
    expect((await desk.decide(detail.feedback_items[0].id, 'accepted')).statusCode).toBe(200);

    expect((await call('GET', `/api/student/assignments/${id}`, studentToken)).json().can_submit).toBe(false);
    const again = await submit(id, '<p>Trees cool our streets in summer.</p>');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^Your instructor has begun reviewing this version/);
    const kept = (await desk.read()).json();
    expect(kept.feedback_items).toEqual([
      expect.objectContaining({ decision: 'accepted', quote: 'Trees cool' }),
    ]);
  });

  it('answers a late retry of a replaced text with the version, without writing the old text back', async () => {
    const id = await assignmentAllowing({});
    const send = (html: string, key: string) => submitEssay(server, studentToken, id, html, key);
    const first = await send('<p>The first text.</p>', 'replaced-0001');
    const second = await send('<p>The second text.</p>', 'replaced-0002');
    expect(second.json().id).toBe(first.json().id);
    const retry = await send('<p>The first text.</p>', 'replaced-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().content_html).toBe('<p>The second text.</p>');
    const other = await send('<p>Another text.</p>', 'replaced-0001');
    expect(other.statusCode).toBe(422);
  });

  it('does not release an older version while a newer one waits', async () => {
    const id = await assignmentAllowing({});
    const first = (await submit(id, '<p>Trees cool the streets in summer.</p>')).json();
    // An installation from before the rule may hold two unreleased versions of one essay.
    const [row] = await server.handle.db.select().from(submissions).where(eq(submissions.id, first.id));
    const { id: _id, ...copy } = row;
    await server.handle.db.insert(submissions).values({ ...copy, version: 2, idempotencyKey: null });
    const released = await gradingDesk(server, adminToken, id, first.id).review(
      reviewForm({ grade: 70, release: true }),
    );
    expect(released.statusCode).toBe(409);
    expect(released.json().error).toBe(
      'The student has submitted a newer version of this essay. Review and release that one.',
    );
  });
});

describe('each version scored on the rubric', () => {
  it('lists the level of each criterion per version, to the student once that version is released', async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 3 });
    const level = (title: string, points: number) => ({ title, description: `${title}.`, points });
    const rubric = (
      await call('PUT', `/api/admin/assignments/${id}/rubric`, adminToken, {
        criteria: [
          { title: 'Claim', description: 'A claim.', levels: [level('Strong', 4), level('Weak', 1)] },
        ],
      })
    ).json();
    const [claim] = rubric.criteria;
    const [strong, weak] = claim.levels;
    const score = async (submissionId: number, levelId: number, release: boolean) => {
      const answer = await gradingDesk(server, adminToken, id, submissionId).review(
        reviewForm({
          rubric_scores: [{ criterion_id: claim.id, level_id: levelId, comment: '' }],
          general_feedback: 'Fine.',
          overall_feedback: 'Fine.',
          encouragement: 'Go on.',
          release,
        }),
      );
      expect(answer.statusCode).toBe(200);
    };
    const first = (await submit(id, '<p>Trees cool the streets in summer.</p>')).json();
    await storeTestDraft(server.handle.db, first.id, () => []);
    await score(first.id, weak.id, true);
    const second = (await submit(id, '<p>Old trees cool the streets in summer.</p>')).json();
    await storeTestDraft(server.handle.db, second.id, () => []);
    await score(second.id, strong.id, false);

    const levels = (versions: { version: number; grade: number | null; rubric_levels: unknown }[]) =>
      versions.map(({ version, grade, rubric_levels }) => ({ version, grade, rubric_levels }));
    const detail = (await call('GET', gradingUrl(id, second.id), adminToken)).json();
    expect(levels(detail.versions)).toEqual([
      { version: 1, grade: 25, rubric_levels: [{ criterion_id: claim.id, level_id: weak.id }] },
      { version: 2, grade: 100, rubric_levels: [{ criterion_id: claim.id, level_id: strong.id }] },
    ]);
    // The student sees version 2's scores only once it is released.
    const feedback = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(levels(feedback.versions)).toEqual([
      { version: 1, grade: 25, rubric_levels: [{ criterion_id: claim.id, level_id: weak.id }] },
      { version: 2, grade: null, rubric_levels: [] },
    ]);
  });
});

describe('a drafted comment the instructor rejected', () => {
  const FIRST = '<p>Trees cools the streets in summer. Their is less noise under trees.</p>';
  const SECOND =
    '<p>Trees cool the streets in summer. There is less noise under trees.</p><p>Shade saves energy.</p>';

  it('is not proposed again on the same unchanged words of the next version; another kind of comment is', async () => {
    const id = await assignmentAllowing({ allow_revisions: true, max_versions: 3 });
    const first = (await submit(id, FIRST)).json().id;
    await storeTestDraft(server.handle.db, first, (text) => [
      itemOn(text, 'Trees cools', 'grammar'),
      itemOn(text, 'less noise under trees', 'style'),
    ]);
    const desk = gradingDesk(server, adminToken, id, first);
    const detail = (await desk.read()).json();
    const styled = detail.feedback_items.find((item: { category: string }) => item.category === 'style');
    expect((await desk.decide(styled.id, 'rejected')).statusCode).toBe(200);
    expect((await desk.review(reviewForm({ grade: 70, release: true }))).statusCode).toBe(200);
    const second = (await submit(id, SECOND)).json().id;
    await storeTestDraft(server.handle.db, second, (text) => [
      itemOn(text, 'less noise under trees', 'style'),
      itemOn(text, 'less noise under trees', 'evidence'),
      itemOn(text, 'Shade saves energy', 'style'),
    ]);
    const revised = (await call('GET', gradingUrl(id, second), adminToken)).json();
    expect(
      revised.feedback_items.map((item: { quote: string; category: string }) => [item.quote, item.category]),
    ).toEqual([
      ['less noise under trees', 'evidence'],
      ['Shade saves energy', 'style'],
    ]);
  });
});

describe('comments carried into a revision', () => {
  const FIRST =
    '<p>Trees cools the streets in summer. Their is less noise under trees.</p><p>The council should plant a hundred trees this year.</p>';
  // Two commented sentences fixed, the third left as it was, and a new sentence added.
  const SECOND =
    '<p>Trees cool the streets in summer. There is less noise under trees.</p><p>Shade saves energy too. The council should plant a hundred trees this year.</p>';
  let id: number;
  let secondId: number;

  beforeAll(async () => {
    id = await assignmentAllowing({ allow_revisions: true, max_versions: 3 });
    const first = await submit(id, FIRST);
    await storeTestDraft(server.handle.db, first.json().id, (text) => [
      itemOn(text, 'Trees cools', 'grammar'),
      itemOn(text, 'Their is', 'grammar'),
      itemOn(text, 'The council should plant a hundred trees this year.', 'evidence'),
    ]);
    await acceptAndRelease(id, first.json().id, 65);
    secondId = (await submit(id, SECOND)).json().id;
    // The engine comments again on the sentence left unchanged, and on the new one.
    await storeTestDraft(server.handle.db, secondId, (text) => [
      itemOn(text, 'The council should plant', 'evidence'),
      itemOn(text, 'Shade saves energy', 'evidence'),
    ]);
  });

  it('gives each carried comment its status and an exact place in the new text', async () => {
    const detail = (await call('GET', gradingUrl(id, secondId), adminToken)).json();
    const carried: CarriedItem[] = detail.carried_items;
    expect(carried.map((item) => [item.previous_quote, item.status, item.quote])).toEqual([
      ['Trees cools', 'addressed', 'Trees cool'],
      ['Their is', 'addressed', 'There is'],
      [
        'The council should plant a hundred trees this year.',
        'unchanged',
        'The council should plant a hundred trees this year.',
      ],
    ]);
    for (const item of carried)
      expect(detail.content_text.slice(item.startIndex!, item.endIndex!)).toBe(item.quote);
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
  });

  it('does not repeat a comment the carried ones already make on unchanged text', async () => {
    const detail = (await call('GET', gradingUrl(id, secondId), adminToken)).json();
    expect(detail.feedback_items.map((item: { quote: string }) => item.quote)).toEqual([
      'Shade saves energy',
    ]);
  });

  it('shows the student the released version while the revision is reviewed, and only their own', async () => {
    const latest = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(latest).toMatchObject({ version: 2, released: false, carried_items: [], can_revise: false });
    const first = (
      await call('GET', `/api/student/assignments/${id}/feedback?version=1`, studentToken)
    ).json();
    expect(first).toMatchObject({ version: 1, released: true, grade: 65, can_revise: false });
    expect(first.feedback_items).toHaveLength(3);
    const stranger = await call('GET', `/api/student/assignments/${id}/feedback?version=1`, otherToken);
    expect(stranger.statusCode).toBe(403);
  });

  it('shows the student the carried comments once the revision is released', async () => {
    await acceptAndRelease(id, secondId, 82);
    const view = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(view.carried_items.map((item: CarriedItem) => item.status)).toEqual([
      'addressed',
      'addressed',
      'unchanged',
    ]);
    expect(view).toMatchObject({ version: 2, grade: 82, can_revise: true });
  });

  it('compares the two versions for their author and the instructor, and for no one else', async () => {
    const firstId = (await call('GET', gradingUrl(id, secondId), adminToken)).json().versions[0]
      .submission_id;
    for (const token of [studentToken, adminToken]) {
      const answer = await call('GET', `/api/submissions/${secondId}/diff`, token);
      expect(answer.statusCode).toBe(200);
      const diff = answer.json();
      expect(diff).toMatchObject({
        from: { submission_id: firstId, version: 1 },
        to: { submission_id: secondId, version: 2 },
        complete: true,
      });
      expect(diff.paragraphs[0].parts).toEqual(
        expect.arrayContaining([
          { kind: 'removed', text: 'cools' },
          { kind: 'added', text: 'cool' },
        ]),
      );
      expect(diff.words_added).toBeGreaterThanOrEqual(5);
    }
    const reversed = (
      await call('GET', `/api/submissions/${firstId}/diff?against=${secondId}`, adminToken)
    ).json();
    expect(reversed.from.version).toBe(1);
    expect((await call('GET', `/api/submissions/${secondId}/diff`, otherToken)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/submissions/${secondId}/diff?against=999999`, adminToken)).statusCode,
    ).toBe(404);
  });

  it('lets the instructor confirm or overturn what became of a carried comment', async () => {
    const carried: CarriedItem[] = (await call('GET', gradingUrl(id, secondId), adminToken)).json()
      .carried_items;
    const url = (itemId: number) => `${gradingUrl(id, secondId)}/carried-items/${itemId}`;
    const overturned = await call('PATCH', url(carried[0].id), adminToken, { status: 'unchanged' });
    expect(overturned.json()).toMatchObject({ status: 'unchanged', status_confirmed: true });
    expect((await call('PATCH', url(carried[0].id), studentToken, { status: 'addressed' })).statusCode).toBe(
      403,
    );
    expect((await call('PATCH', url(999_999), adminToken, { status: 'addressed' })).statusCode).toBe(404);
    expect((await call('PATCH', url(carried[0].id), adminToken, { status: 'lost' })).statusCode).toBe(400);
    const view = (await call('GET', `/api/student/assignments/${id}/feedback`, studentToken)).json();
    expect(view.carried_items[0]).toMatchObject({ status: 'unchanged', status_confirmed: true });
  });

  it('counts in the analytics what the students addressed, by category, and how their grades moved', async () => {
    // Two revised essays in the course: this one (65 then 82) and the one revised above (70 then 80).
    const revisions = [
      ...(await call('GET', gradingUrl(id, secondId), adminToken)).json().carried_items,
    ] as CarriedItem[];
    const analytics = (await call('GET', '/api/admin/analytics', adminToken)).json();
    const [student] = analytics.revisions.students;
    expect(student).toMatchObject({ revised_essays: 2, average_grade_change: 13.5 });
    const placed = revisions.filter((item) => item.status !== 'lost');
    const evidence = analytics.revisions.by_category.find(
      (entry: { category: string }) => entry.category === 'evidence',
    );
    expect(evidence).toEqual({
      category: 'evidence',
      carried: placed.filter((item) => item.category === 'evidence').length,
      addressed: placed.filter((item) => item.category === 'evidence' && item.status === 'addressed').length,
    });
    expect(analytics.revisions.courses).toEqual([
      expect.objectContaining({
        id: courseId,
        revised_essays: 2,
        carried: student.carried,
        addressed: student.addressed,
      }),
    ]);
  });
});
