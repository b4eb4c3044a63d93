import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import {
  DRAFTING_SUBMISSION_ID,
  READY_SUBMISSION_ID,
  RELEASED_SUBMISSION_ID,
  seedGradingScenario,
} from '../../../../mocks/fixtures/grading';
import {
  commentCard,
  decisionOf,
  gradingRoute,
  openGrading,
  summaryForm,
} from '../../../../test/client/grading/grading-screen';
import { server } from '../../../../test/client/msw-server';

const stepper = () => screen.findByRole('navigation', { name: 'Submissions of this assignment' });
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

describe('moving from one essay to the next', () => {
  it("names the student and the essay's place, and steps through the list's order", async () => {
    const view = await openGrading();
    // The list's order is the order of handing in: mo.writer, then sam.student, then lee.learner.
    expect(await within(await stepper()).findByText('sam.student, 2 of 3')).toBeInTheDocument();
    expect(within(await stepper()).getByRole('link', { name: 'Previous submission' })).toHaveAttribute(
      'href',
      gradingRoute(RELEASED_SUBMISSION_ID),
    );
    await view.user.click(within(await stepper()).getByRole('link', { name: 'Next submission' }));
    expect(await within(await stepper()).findByText('lee.learner, 3 of 3')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(gradingRoute(DRAFTING_SUBMISSION_ID));
    expect(within(await stepper()).getByRole('button', { name: 'Next submission' })).toBeDisabled();
  });

  it('says when the other essays cannot be found, and finds them on Try again', async () => {
    server.use(
      http.get('*/api/admin/assignments/:id/submissions', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const view = await openGrading();
    const nav = await stepper();
    expect(await within(nav).findByText('The other essays could not be loaded.')).toBeInTheDocument();
    await view.user.click(within(nav).getByRole('button', { name: 'Try again' }));
    expect(await within(nav).findByText('sam.student, 2 of 3')).toBeInTheDocument();
    expect(within(nav).queryByText('The other essays could not be loaded.')).toBeNull();
  });

  it('keeps unsaved work on the first essay while the instructor looks at the next one', async () => {
    const view = await openGrading();
    const general = within(await summaryForm()).getByRole('textbox', { name: 'General feedback' });
    await view.user.type(general, 'Strong opening.');
    await view.user.click(await within(await stepper()).findByRole('link', { name: 'Next submission' }));
    expect(await within(await stepper()).findByText('lee.learner, 3 of 3')).toBeInTheDocument();
    await view.user.click(within(await stepper()).getByRole('link', { name: 'Previous submission' }));
    expect(await within(await stepper()).findByText('sam.student, 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Restored unsaved changes')).toBeInTheDocument();
    expect(within(await summaryForm()).getByRole('textbox', { name: 'General feedback' })).toHaveValue(
      'Strong opening.',
    );
  });

  it('steps only through essays awaiting review when asked, and remembers it in the address', async () => {
    const view = await openGrading();
    await within(await stepper()).findByText('sam.student, 2 of 3');
    await view.user.click(within(await stepper()).getByText('Only essays awaiting review'));
    expect(await within(await stepper()).findByText('sam.student, 1 of 2')).toBeInTheDocument();
    expect(within(await stepper()).getByRole('button', { name: 'Previous submission' })).toBeDisabled();
    expect(view.router.state.location.search).toBe('?only=awaiting');
    await view.user.click(within(await stepper()).getByRole('link', { name: 'Next submission' }));
    expect(await within(await stepper()).findByText('lee.learner, 2 of 2')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?only=awaiting');
  });
});

describe('the keyboard on the grading screen', () => {
  it('J and K move through the comments; A and R decide and move on', async () => {
    await openGrading();
    await commentCard(1);
    press('j');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Comment 1' })).toHaveFocus());
    press('a');
    await waitFor(() =>
      expect(decisionOf(screen.getByRole('listitem', { name: 'Comment 1' }))).toBe('accepted'),
    );
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Comment 2' })).toHaveFocus());
    press('r');
    await waitFor(() =>
      expect(decisionOf(screen.getByRole('listitem', { name: 'Comment 2' }))).toBe('rejected'),
    );
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Comment 3' })).toHaveFocus());
    press('k');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Comment 2' })).toHaveFocus());
    expect(db.feedbackItems.filter((item) => item.submission_id === READY_SUBMISSION_ID)[0].decision).toBe(
      'accepted',
    );
  });

  it('E opens the selected comment for editing, and keys typed into a field stay words', async () => {
    const view = await openGrading();
    await commentCard(1);
    press('j');
    press('e');
    const editor = await screen.findByRole('form', { name: 'Edit comment 1' });
    const comment = within(editor).getByRole('textbox', { name: /^Comment/ });
    await view.user.clear(comment);
    await view.user.type(comment, 'jar');
    expect(comment).toHaveValue('jar');
    expect(decisionOf(screen.getByRole('listitem', { name: 'Comment 1' }))).toBe('pending');
  });

  it('? lists the shortcuts, and a key with nothing selected says what to do', async () => {
    await openGrading();
    await commentCard(1);
    press('a');
    expect(
      await screen.findByText('Choose a comment first: J for the next, K for the previous.'),
    ).toBeInTheDocument();
    press('?', { shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('row', { name: /J Next comment/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Shift \+ N Next submission/ })).toBeInTheDocument();
  });

  it('G opens the grade and puts the focus in its first field', async () => {
    await openGrading();
    await commentCard(1);
    press('g');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Grade' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Summary and grade' })).getByRole('spinbutton', {
          name: /^Final grade/,
        }),
      ).toHaveFocus(),
    );
  });

  it('Shift+N opens the next submission', async () => {
    const view = await openGrading();
    await within(await stepper()).findByText('sam.student, 2 of 3');
    press('N', { shiftKey: true });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(gradingRoute(DRAFTING_SUBMISSION_ID)),
    );
  });
});

describe('the summary the instructor starts from', () => {
  it("offers the engine's overall feedback once, not again as general feedback", async () => {
    seedGradingScenario(db);
    const ready = db.submissions.find((row) => row.id === READY_SUBMISSION_ID)!;
    // What the engine stores: its overall feedback again, with the lists after it.
    ready.feedback =
      'A clear position with two well-chosen reasons. Strengths: a thesis a reader could dispute.';
    await openGrading(READY_SUBMISSION_ID, { seed: false });
    const form = await summaryForm();
    expect(within(form).getByRole('textbox', { name: 'Overall feedback' })).not.toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'General feedback' })).toHaveValue('');
  });

  it('shows the general feedback the instructor saved', async () => {
    await openGrading(RELEASED_SUBMISSION_ID);
    expect(within(await summaryForm()).getByRole('textbox', { name: 'General feedback' })).toHaveValue(
      'Well argued; cite your figures.',
    );
  });
});

describe('once the feedback is released', () => {
  it('offers no new draft, only a correction released again', async () => {
    await openGrading(RELEASED_SUBMISSION_ID);
    const form = await summaryForm();
    expect(within(form).getByRole('button', { name: 'Save released feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate draft' })).toBeNull();
  });

  it('no longer says unsaved work was restored after that work is released', async () => {
    let view = await openGrading();
    await view.user.type(
      within(await summaryForm()).getByRole('textbox', { name: 'General feedback' }),
      'Strong work.',
    );
    view.unmount();
    view = await openGrading(READY_SUBMISSION_ID, { seed: false });
    expect(await screen.findByText('Restored unsaved changes')).toBeInTheDocument();
    const form = await summaryForm();
    await view.user.type(within(form).getByRole('spinbutton', { name: /^Final grade/ }), '85');
    await view.user.click(within(form).getByRole('button', { name: 'Release to student' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Release feedback to/ });
    await view.user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(form).findByText('Released to the student.')).toBeInTheDocument();
    expect(screen.queryByText('Restored unsaved changes')).toBeNull();
  });
});
