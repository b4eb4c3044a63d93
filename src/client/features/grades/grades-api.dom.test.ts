import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { releasedSubmission, sampleSubmission } from '../../../../mocks/fixtures/submissions';
import { server } from '../../../../test/client/msw-server';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { makeStore } from '../../app/store';
import { gradeList } from './grade-entities';
import { gradesApi } from './grades-api';

const studentStore = () => makeStore({ auth: signedInAs('student') });

describe('the student grade endpoints', () => {
  it('keeps only the single most recent released feedback entry (section 4)', async () => {
    db.assignments.push({ ...db.assignments[0], id: 501, title: 'Revise your thesis' });
    db.submissions.push(
      releasedSubmission({ id: 1, assignment_id: 500, graded_at: '2026-01-14T09:30:00.000Z' }),
      releasedSubmission({ id: 2, assignment_id: 501, graded_at: '2026-01-20T09:30:00.000Z' }),
    );
    const store = studentStore();
    const { data } = await store.dispatch(gradesApi.endpoints.getStudentFeedback.initiate());
    expect(data && gradeList.selectAll(data).map((entry) => entry.assignment_title)).toEqual([
      'Revise your thesis',
    ]);
  });

  it('takes a removed entry out of both lists at once, touching no other, and puts it back when refused', async () => {
    db.assignments.push(
      { ...db.assignments[0], id: 501, title: 'Revise your thesis' },
      { ...db.assignments[0], id: 502, title: 'Conclude' },
    );
    db.submissions.push(
      releasedSubmission({ id: 1, assignment_id: 500, graded_at: '2026-01-14T09:30:00.000Z' }),
      releasedSubmission({ id: 2, assignment_id: 501, graded_at: '2026-01-20T09:30:00.000Z' }),
      releasedSubmission({ id: 3, assignment_id: 502, graded_at: '2026-01-10T09:30:00.000Z' }),
    );
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    server.use(
      http.delete('*/api/student/feedback/:id', async () => {
        await refused;
        return HttpResponse.json({ error: 'Down.' }, { status: 503 });
      }),
    );
    const store = studentStore();
    await store.dispatch(gradesApi.endpoints.getStudentGrades.initiate());
    await store.dispatch(gradesApi.endpoints.getStudentFeedback.initiate());
    const grades = () => gradesApi.endpoints.getStudentGrades.select()(store.getState()).data!;
    const feedback = () => gradesApi.endpoints.getStudentFeedback.select()(store.getState()).data!;
    const before = grades();
    expect(before.ids).toEqual([2, 1, 3]);
    expect(feedback().ids).toEqual([2]);

    const removal = store.dispatch(gradesApi.endpoints.deleteFeedback.initiate(2));
    await waitFor(() => expect(grades().ids).toEqual([1, 3]));
    expect(feedback().ids).toEqual([]);
    expect(grades().entities[1]).toBe(before.entities[1]);
    expect(grades().entities[3]).toBe(before.entities[3]);

    refuse();
    await removal;
    expect(gradeList.selectAll(grades()).map((entry) => entry.submission_id)).toEqual([2, 1, 3]);
    expect(feedback().ids).toEqual([2]);
  });

  it('reads a submission grade, with nulls while it is not released', async () => {
    db.submissions.push(
      releasedSubmission({ id: 1 }),
      sampleSubmission({ id: 2, assignment_id: 500, version: 2 }),
    );
    const store = studentStore();
    const released = await store.dispatch(gradesApi.endpoints.getSubmissionGrade.initiate(1));
    expect(released.data).toMatchObject({ submission_id: 1, grade: 85 });
    const pending = await store.dispatch(gradesApi.endpoints.getSubmissionGrade.initiate(2));
    expect(pending.data).toEqual({ submission_id: 2, grade: null, feedback: null, graded_at: null });
  });

  it.each([
    ['getStudentGrades', '*/api/student/grades', 'Failed to fetch grades. Please try again later.'],
    ['getStudentFeedback', '*/api/student/feedback', 'Failed to fetch feedback. Please try again later.'],
  ] as const)('%s fails with the section 8 sentence', async (endpoint, path, message) => {
    server.use(http.get(path, () => HttpResponse.json({ error: 'Down.' }, { status: 503 })));
    const result = await studentStore().dispatch(gradesApi.endpoints[endpoint].initiate());
    expect(result.error).toMatchObject({ status: 503, message });
  });

  it("getSubmissionGrade fails with 'Failed to fetch submission grade'", async () => {
    const result = await studentStore().dispatch(gradesApi.endpoints.getSubmissionGrade.initiate(4242));
    expect(result.error).toMatchObject({ status: 404, message: 'Failed to fetch submission grade' });
  });
});
