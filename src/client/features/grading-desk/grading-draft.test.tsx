import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { READY_SUBMISSION_ID } from '../../../../mocks/fixtures/grading';
import {
  commentCard,
  openGrading,
  selectInEssay,
  summaryForm,
} from '../../../../test/client/grading/grading-screen';
import { server } from '../../../../test/client/msw-server';
import { gradingDraftKey } from './grading-draft-storage';

const summary = summaryForm;
const gradeInput = async () => within(await summary()).getByRole('spinbutton', { name: /^Final grade/ });
const stored = () => window.sessionStorage.getItem(gradingDraftKey(READY_SUBMISSION_ID));

/** A reload: the page goes and comes back; sessionStorage and the server's data stay. */
async function reload(view: Awaited<ReturnType<typeof openGrading>>) {
  view.unmount();
  return openGrading(READY_SUBMISSION_ID, { seed: false });
}

describe('the grading screen keeps unsaved work on this device', () => {
  it('restores a typed grade and summary after a reload, and Discard goes back to the saved ones', async () => {
    let view = await openGrading();
    expect(screen.queryByText('Restored unsaved changes')).toBeNull();
    await view.user.type(await gradeInput(), '91');
    await view.user.type(
      within(await summary()).getByRole('textbox', { name: 'General feedback' }),
      'Strong work.',
    );
    expect(stored()).toContain('Strong work.');

    view = await reload(view);
    expect(await screen.findByText('Restored unsaved changes')).toBeInTheDocument();
    expect(await gradeInput()).toHaveValue(91);
    expect(within(await summary()).getByRole('textbox', { name: 'General feedback' })).toHaveValue(
      'Strong work.',
    );

    await view.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(async () => expect(await gradeInput()).toHaveValue(null));
    expect(within(await summary()).getByRole('textbox', { name: 'General feedback' })).toHaveValue('');
    expect(screen.queryByText('Restored unsaved changes')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps what was typed through a failed save, and forgets it once a save succeeds', async () => {
    server.use(
      http.put('*/api/admin/assignments/:a/submissions/:s/review', () => HttpResponse.error(), {
        once: true,
      }),
    );
    let view = await openGrading();
    await view.user.type(await gradeInput(), '64');
    await view.user.click(within(await summary()).getByRole('button', { name: 'Save without releasing' }));
    expect(await within(await summary()).findByRole('alert')).toHaveTextContent('Network Error');

    view = await reload(view);
    expect(await gradeInput()).toHaveValue(64);
    await view.user.click(within(await summary()).getByRole('button', { name: 'Save without releasing' }));
    expect(await within(await summary()).findByText(/^Saved without releasing/)).toBeInTheDocument();
    expect(stored()).toBeNull();

    view = await reload(view);
    expect(await gradeInput()).toHaveValue(64);
    expect(screen.queryByText('Restored unsaved changes')).toBeNull();
  });

  it('opens a comment being reworded again, as it was typed', async () => {
    let view = await openGrading();
    const third = await commentCard(3);
    await view.user.click(within(third).getByRole('button', { name: 'Edit comment 3' }));
    const comment = within(third).getByRole('textbox', { name: /^Comment/ });
    await view.user.clear(comment);
    await view.user.type(comment, 'Breathe, not breath.');

    view = await reload(view);
    const form = within(await commentCard(3)).getByRole('form', { name: 'Edit comment 3' });
    expect(within(form).getByRole('textbox', { name: /^Comment/ })).toHaveValue('Breathe, not breath.');
    await view.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toBeNull();
  });

  it('brings back an unfinished comment on a selection', async () => {
    let view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Vivid.');

    view = await reload(view);
    const restored = await screen.findByRole('form', { name: 'Add comment on selection' });
    expect(restored).toHaveTextContent('“clean the air”');
    expect(within(restored).getByRole('textbox', { name: /^Comment/ })).toHaveValue('Vivid.');
    await view.user.click(within(restored).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add comment on selection' })).toBeNull());
    // Added after the nine drafted comments, it takes the next number.
    expect(await commentCard(10)).toHaveTextContent('Vivid.');
    expect(stored()).toBeNull();
  });
});
