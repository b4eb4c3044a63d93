import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import {
  DRAFTING_SUBMISSION_ID,
  READY_SUBMISSION_ID,
  seedGradingScenario,
} from '../../../../mocks/fixtures/grading';
import {
  commentCard,
  gradingRoute,
  openGrading,
  recordBodies,
  summaryForm,
} from '../../../../test/client/grading/grading-screen';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const summary = summaryForm;
const gradeInput = async () => within(await summary()).getByRole('spinbutton', { name: /^Final grade/ });
const textOf = async (name: string) =>
  (within(await summary()).getByRole('textbox', { name }) as HTMLTextAreaElement).value;
const row = () => db.submissions.find((submission) => submission.id === READY_SUBMISSION_ID)!;

async function accept(view: Awaited<ReturnType<typeof openGrading>>, number: number) {
  const card = await commentCard(number);
  await view.user.click(within(card).getByRole('button', { name: `Accept comment ${number}` }));
  await waitFor(() => expect(card).toHaveAttribute('data-decision', 'accepted'));
}

describe('the grading screen: summary, grade and release', () => {
  it("starts from the engine's summary and saves it without releasing", async () => {
    const bodies = recordBodies('PUT', /\/review$/);
    const view = await openGrading();
    const form = await summary();
    expect(await textOf('Overall feedback')).toContain('A clear position with two well-chosen reasons');
    expect(within(form).getByRole('textbox', { name: 'Strength 1' })).toHaveValue(
      'A thesis a reader could dispute',
    );
    expect(within(form).getByText('Suggested: 78/100')).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Use suggested grade' }));
    expect(await gradeInput()).toHaveValue(78);
    await view.user.click(within(form).getByRole('button', { name: 'Remove strength 2' }));
    await view.user.click(within(form).getByRole('button', { name: 'Add an area for improvement' }));
    const added = within(form).getByRole('textbox', { name: 'Area for improvement 3' });
    expect(added).toHaveFocus();
    await view.user.type(added, 'Vary your sentence openings');
    await view.user.type(within(form).getByRole('textbox', { name: 'General feedback' }), 'Good start.');
    await view.user.click(within(form).getByRole('button', { name: 'Save without releasing' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved without releasing. The student does not see this feedback yet.',
    );
    expect(bodies).toEqual([
      {
        grade: 78,
        general_feedback: 'Good start.',
        overall_feedback: expect.stringContaining('A clear position'),
        strengths: ['A thesis a reader could dispute'],
        areas_for_improvement: [
          'Cite the sources of your figures',
          'Proofread for grammar and spelling: 3 slips are marked in the essay.',
          'Vary your sentence openings',
        ],
        encouragement: expect.stringContaining('one more draft'),
        release: false,
        rubric_scores: [],
      },
    ]);
    expect(row()).toMatchObject({ saved: true, graded_at: null, grade: 78 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('drops the proofreading line once its grammar comments are rejected, and counts them again after an accept', async () => {
    const view = await openGrading();
    const area = (n: number) =>
      within(screen.getByRole('form', { name: 'Summary and grade' })).queryByRole('textbox', {
        name: `Area for improvement ${n}`,
      });
    await summary();
    expect(area(2)).toHaveValue('Proofread for grammar and spelling: 3 slips are marked in the essay.');
    const grammar = db.feedbackItems.filter(
      (item) => item.submission_id === READY_SUBMISSION_ID && item.category === 'grammar',
    );
    for (const item of grammar) {
      const number =
        db.feedbackItems.filter((one) => one.submission_id === READY_SUBMISSION_ID).indexOf(item) + 1;
      const card = await commentCard(number);
      await view.user.click(within(card).getByRole('button', { name: `Reject comment ${number}` }));
      await waitFor(() => expect(card).toHaveAttribute('data-decision', 'rejected'));
    }
    await summary();
    await waitFor(() => expect(area(2)).toBeNull());
    expect(area(1)).toHaveValue('Cite the sources of your figures');

    const number =
      db.feedbackItems.filter((one) => one.submission_id === READY_SUBMISSION_ID).indexOf(grammar[0]) + 1;
    await accept(view, number);
    await summary();
    await waitFor(() =>
      expect(area(2)).toHaveValue('Proofread for grammar and spelling: 1 slip is marked in the essay.'),
    );
  });

  it('offers an assistant the course keeps from releasing no Release, and says who releases', async () => {
    db.reviewerMayRelease = false;
    await openGrading();
    const form = await summary();
    expect(within(form).getByRole('button', { name: 'Save without releasing' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Release to student' })).not.toBeInTheDocument();
    expect(form).toHaveTextContent('Only the course’s instructors can release feedback in this course');
  });

  it('releases after saying how many comments the student will see and how many stay pending', async () => {
    const bodies = recordBodies('PUT', /\/review$/);
    const view = await openGrading();
    await accept(view, 1);
    await accept(view, 3);
    await view.user.type(await gradeInput(), '82');
    await view.user.click(within(await summary()).getByRole('button', { name: 'Release to student' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release feedback to sam.student?' });
    expect(dialog).toHaveTextContent('the final grade of 82/100, the summary and 2 accepted comments.');
    expect(dialog).toHaveTextContent('7 comments are still pending and will not be shown.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Release' }));

    // Released, the instructor sees the student's page as it now reads: the two accepted comments only.
    const preview = await screen.findByRole('dialog', { name: 'What sam.student will see' });
    expect(within(preview).getByText('Grade: 82/100')).toBeInTheDocument();
    const shownIds = () =>
      new Set(
        Array.from(preview.querySelectorAll('[data-feedback-id]'), (mark) =>
          mark.getAttribute('data-feedback-id'),
        ),
      );
    await waitFor(() => expect(shownIds().size).toBe(2));
    await view.user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /will see$/ })).toBeNull());

    expect(await within(await summary()).findByText('Released to the student.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ grade: 82, release: true })]);
    expect(row()).toMatchObject({ is_approved: true, status: 'graded', grade: 82 });
    expect(row().graded_at).not.toBeNull();
    expect(within(await summary()).getByText(/^Released to the student on/)).toBeInTheDocument();
    expect(within(await summary()).queryByRole('button', { name: 'Save without releasing' })).toBeNull();

    // Editing after release keeps it released.
    await view.user.clear(await gradeInput());
    await view.user.type(await gradeInput(), '84');
    await view.user.click(within(await summary()).getByRole('button', { name: 'Save released feedback' }));
    expect(
      await within(await summary()).findByText('Saved. The student sees the changes.'),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ grade: 84, release: true });
    expect(row().grade).toBe(84);
  });

  it('does not release without a final grade, and refuses a grade outside 0 to 100', async () => {
    const bodies = recordBodies('PUT', /\/review$/);
    const view = await openGrading();
    await view.user.click(within(await summary()).getByRole('button', { name: 'Release to student' }));
    expect(await gradeInput()).toHaveAccessibleErrorMessage(
      'Set a final grade before releasing the feedback.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await view.user.type(await gradeInput(), '150');
    await view.user.click(within(await summary()).getByRole('button', { name: 'Save without releasing' }));
    expect(await gradeInput()).toHaveAccessibleErrorMessage('Enter a whole number from 0 to 100.');
    expect(bodies).toEqual([]);
  });

  it('keeps the form after a failed save, says why, and sends it again on Retry', async () => {
    server.use(
      http.put(
        '*/api/admin/assignments/:a/submissions/:s/review',
        () =>
          HttpResponse.json(
            { statusCode: 503, code: 'UNAVAILABLE', error: 'The server is restarting.' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const view = await openGrading();
    await view.user.type(await gradeInput(), '70');
    await view.user.type(
      within(await summary()).getByRole('textbox', { name: 'Encouragement' }),
      ' Keep going.',
    );
    await view.user.click(within(await summary()).getByRole('button', { name: 'Save without releasing' }));
    const alert = await within(await summary()).findByRole('alert');
    expect(alert).toHaveTextContent('The server is restarting.');
    expect(await gradeInput()).toHaveValue(70);
    expect(await textOf('Encouragement')).toMatch(/draft will get it there\. Keep going\.$/);
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await summary()).findByText(/^Saved without releasing/)).toBeInTheDocument();
    expect(row().grade).toBe(70);
    expect(within(await summary()).queryByRole('alert')).toBeNull();
  });

  it('redrafts after a confirmation, keeping the instructor’s own comments, and shows the new draft', async () => {
    const view = await openGrading();
    await view.user.click(within(await summary()).getByRole('button', { name: 'Regenerate draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the draft?' });
    expect(dialog).toHaveTextContent('Its 9 comments and your decisions on them are discarded.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Regenerate draft' }));
    expect(await screen.findByText('The engine is drafting feedback…')).toBeInTheDocument();
    expect(screen.getByText('No comments on this essay yet.')).toBeInTheDocument();
    expect(await commentCard(9)).toHaveAttribute('data-decision', 'pending');
    expect(screen.queryByText('The engine is drafting feedback…')).toBeNull();
  });

  it('says the engine is drafting, and fills in the comments when it is done', async () => {
    await openGrading(DRAFTING_SUBMISSION_ID);
    expect(screen.getByText('The engine is drafting feedback…')).toBeInTheDocument();
    expect(within(await summary()).getByRole('button', { name: 'Release to student' })).toBeDisabled();
    expect(await commentCard(1)).toBeInTheDocument();
    await waitFor(async () => expect(await textOf('Overall feedback')).toContain('A clear position'));
  });

  it('shows why a draft failed, with a way to ask again', async () => {
    seedGradingScenario(db);
    db.reviews.set(DRAFTING_SUBMISSION_ID, {
      ...db.reviews.get(DRAFTING_SUBMISSION_ID)!,
      draft_status: 'failed',
      draft_error: 'The engine ran out of time on this essay.',
    });
    const view = await openGrading(DRAFTING_SUBMISSION_ID, { seed: false });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The engine could not draft feedback.');
    expect(alert).toHaveTextContent('The engine ran out of time on this essay.');
    expect(within(await summary()).queryByRole('button', { name: 'Regenerate draft' })).toBeNull();
    await view.user.click(within(alert).getByRole('button', { name: 'Regenerate draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the draft?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Regenerate draft' }));
    expect(await screen.findByText('The engine is drafting feedback…')).toBeInTheDocument();
    expect(await commentCard(1)).toBeInTheDocument();
  });

  it('starts the summary empty when the structured feedback cannot be read', async () => {
    seedGradingScenario(db);
    db.reviews.get(READY_SUBMISSION_ID)!.structured_feedback_json = '{"overall_feedback": ';
    await openGrading(READY_SUBMISSION_ID, { seed: false });
    expect(within(await summary()).getByRole('textbox', { name: 'Overall feedback' })).toHaveValue('');
    expect(within(await summary()).queryByRole('textbox', { name: 'Strength 1' })).toBeNull();
    expect(await commentCard(9)).toBeInTheDocument();
  });

  it("says 'Failed to fetch submission details' when the submission cannot be read (section 8)", async () => {
    seedGradingScenario(db);
    server.use(
      http.get('*/api/admin/assignments/:assignmentId/submissions/:submissionId', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', error: 'Something went wrong on our side.' },
          { status: 500 },
        ),
      ),
    );
    renderApp({ route: gradingRoute(), preloadedState: { auth: signedInAs('admin') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch submission details');
  });
});
