import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../../mocks/db';
import { READY_SUBMISSION_ID } from '../../../../mocks/fixtures/grading';
import { apiError } from '../../../../mocks/handlers/respond';
import {
  commentCard,
  decisionOf,
  essay,
  filterButton,
  openGrading,
  recordBodies,
  selectInEssay,
} from '../../../../test/client/grading/grading-screen';
import { server } from '../../../../test/client/msw-server';

const itemsOfSubmission = () => db.feedbackItems.filter((item) => item.submission_id === READY_SUBMISSION_ID);

describe('the grading screen: comments', () => {
  it('shows the essay with its highlights and every drafted comment, pending', async () => {
    await openGrading();
    expect(screen.getByText(/sam\.student, version 2/)).toBeInTheDocument();
    const region = await essay();
    expect(region).toHaveTextContent('Free Buses, Fuller Streets');
    expect(await within(region).findByRole('button', { name: /^Comment 3: Grammar/ })).toBeInTheDocument();
    const third = await commentCard(3);
    expect(third).toHaveTextContent('Grammar');
    expect(third).toHaveTextContent('Medium severity');
    expect(third).toHaveTextContent('AI');
    expect(third).toHaveTextContent('“the air we breath”');
    expect(third).toHaveTextContent("'Breath' is the noun; the verb is 'breathe'.");
    expect(third).toHaveTextContent('Suggestion: the air we breathe');
    expect(decisionOf(third)).toBe('pending');
    expect(filterButton(/^All/)).toHaveTextContent('All (9)');
    expect(filterButton(/^Pending/)).toHaveTextContent('Pending (9)');
  });

  it('accepts and rejects a comment, sending only the decision', async () => {
    const bodies = recordBodies('PATCH', /feedback-items\/\d+$/);
    const view = await openGrading();
    const first = await commentCard(1);
    await view.user.click(within(first).getByRole('button', { name: 'Accept comment 1' }));
    await waitFor(() => expect(decisionOf(first)).toBe('accepted'));
    expect(within(first).getByRole('button', { name: 'Accept comment 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const second = await commentCard(2);
    await view.user.click(within(second).getByRole('button', { name: 'Reject comment 2' }));
    await waitFor(() => expect(itemsOfSubmission()[1].decision).toBe('rejected'));
    expect(bodies).toEqual([{ decision: 'accepted' }, { decision: 'rejected' }]);
    expect(itemsOfSubmission()[0].decision).toBe('accepted');
    expect(await screen.findByText('Comment 2 rejected.')).toBeInTheDocument();
    expect(filterButton(/^Pending/)).toHaveTextContent('Pending (7)');

    await view.user.click(filterButton(/^Rejected/));
    const list = screen.getByRole('list', { name: 'Comments on the essay' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem', { name: 'Comment 2' })).toBeInTheDocument();
  });

  it('shows a decision at once and takes it back, with the reason, when the server refuses it', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.patch('*/api/admin/assignments/:a/submissions/:s/feedback-items/:id', async () => {
        await answered;
        return apiError(409, 'CONFLICT', 'The draft is being replaced.');
      }),
    );
    const view = await openGrading();
    const first = await commentCard(1);
    await view.user.click(within(first).getByRole('button', { name: 'Accept comment 1' }));
    expect(decisionOf(first)).toBe('accepted');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your decision on comment 1 was not saved: The draft is being replaced.',
    );
    expect(decisionOf(await commentCard(1))).toBe('pending');
    expect(itemsOfSubmission()[0].decision).toBe('pending');
  });

  it('rewords a comment in place, sending what changed, which accepts it', async () => {
    const bodies = recordBodies('PATCH', /feedback-items\/\d+$/);
    const view = await openGrading();
    const third = await commentCard(3);
    await view.user.click(within(third).getByRole('button', { name: 'Edit comment 3' }));
    const form = within(third).getByRole('form', { name: 'Edit comment 3' });
    const comment = within(form).getByRole('textbox', { name: /^Comment/ });
    expect(comment).toHaveFocus();
    await view.user.clear(comment);
    await view.user.type(comment, "Use the verb 'breathe' here.");
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Severity/ }), 'low');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(third).queryByRole('form')).toBeNull());
    expect(bodies).toEqual([{ comment: "Use the verb 'breathe' here.", severity: 'low' }]);
    expect(third).toHaveTextContent("Use the verb 'breathe' here.");
    expect(third).toHaveTextContent('Low severity');
    expect(third).toHaveTextContent('Edited');
    expect(decisionOf(third)).toBe('accepted');
    expect(third).toHaveFocus();
  });

  it('refuses an empty comment without sending it, and Cancel leaves the comment as it was', async () => {
    const bodies = recordBodies('PATCH', /feedback-items\/\d+$/);
    const view = await openGrading();
    const third = await commentCard(3);
    await view.user.click(within(third).getByRole('button', { name: 'Edit comment 3' }));
    const form = within(third).getByRole('form', { name: 'Edit comment 3' });
    await view.user.clear(within(form).getByRole('textbox', { name: /^Comment/ }));
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /^Comment/ })).toHaveAccessibleErrorMessage(
      'Write a comment.',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(third).toHaveTextContent("'Breath' is the noun");
    expect(bodies).toEqual([]);
  });

  it('selects the comment of a highlight clicked in the essay, even under another filter', async () => {
    const view = await openGrading();
    await view.user.click(filterButton(/^Accepted/));
    const highlight = await within(await essay()).findByRole('button', { name: /^Comment 5: Grammar/ });
    await view.user.click(highlight);
    const fifth = await commentCard(5);
    await waitFor(() => expect(fifth).toHaveFocus());
    expect(fifth).toHaveTextContent('“Alot”');
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a comment in the essay from its quote', async () => {
    const view = await openGrading();
    const region = await essay();
    const highlight = await within(region).findByRole('button', { name: /^Comment 4: Evidence/ });
    await view.user.click(within(await commentCard(4)).getByRole('button', { name: /^Show in essay/ }));
    await waitFor(() => expect(highlight).toHaveFocus());
    expect(highlight).toHaveAttribute('data-active');
  });

  it('adds the instructor’s own comment on text selected in the essay', async () => {
    const bodies = recordBodies('POST', /feedback-items$/);
    const view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    expect(form).toHaveTextContent('“clean the air”');
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'style');
    await view.user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'A good, concrete image.');
    await view.user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add comment on selection' })).toBeNull());
    // The mock server, like the real one, refuses offsets that do not hold the quote in content_text.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ quote: 'clean the air', category: 'style', severity: 'medium' });
    const added = db.feedbackItems.find((item) => item.comment === 'A good, concrete image.');
    expect(added).toMatchObject({ aiGenerated: false, decision: 'accepted', quote: 'clean the air' });
    // The nine comments keep the numbers the instructor has been reading them by: the new one is
    // comment 10, listed first, where reading order puts it (its paragraph comes before 'First, traffic.').
    const added10 = await commentCard(10);
    expect(added10).toHaveTextContent('Manual');
    expect(added10).toHaveTextContent('A good, concrete image.');
    const cards = within(screen.getByRole('list', { name: 'Comments on the essay' })).getAllByRole(
      'listitem',
      {
        name: /^Comment \d+$/,
      },
    );
    expect(cards[0]).toBe(added10);
    expect(await commentCard(1)).toHaveTextContent('First, traffic.');
    expect(
      await within(await essay()).findByRole('button', { name: /^Comment 10: Style, “clean the air”/ }),
    ).toBeVisible();
    expect(filterButton(/^All/)).toHaveTextContent('All (10)');
  });

  it('says so when the selected text no longer matches the essay', async () => {
    server.use(
      http.post('*/api/admin/assignments/:a/submissions/:s/feedback-items', () =>
        apiError(
          400,
          'VALIDATION_FAILED',
          'The selected text no longer matches the essay. Select it again.',
          { fields: { quote: 'The selected text no longer matches the essay. Select it again.' } },
        ),
      ),
    );
    const view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    await view.user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Nice.');
    await view.user.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('no longer matches the essay');
    expect(within(form).getByRole('textbox', { name: /^Comment/ })).toHaveValue('Nice.');
  });

  it('accepts every pending comment after asking', async () => {
    const view = await openGrading();
    await view.user.click(within(await commentCard(2)).getByRole('button', { name: 'Reject comment 2' }));
    await waitFor(() => expect(filterButton(/^Pending/)).toHaveTextContent('Pending (8)'));
    await view.user.click(screen.getByRole('button', { name: 'Accept all pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept 8 pending comments?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(filterButton(/^Accepted/)).toHaveTextContent('Accepted (8)'));
    expect(itemsOfSubmission().map((item) => item.decision)).toEqual([
      'accepted',
      'rejected',
      ...Array(7).fill('accepted'),
    ]);
  });
});
