import { screen, waitFor, within } from '@testing-library/react';
import { db, type MockBankEntry } from '../../../../mocks/db';
import { userFixtures } from '../../../../mocks/fixtures/users';
import {
  commentCard,
  openGrading,
  recordBodies,
  selectInEssay,
} from '../../../../test/client/grading/grading-screen';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

let ids = 0;
function bankEntry(comment: string, uses: number, extra: Partial<MockBankEntry> = {}): MockBankEntry {
  ids += 1;
  const entry = {
    id: ids,
    owner_id: userFixtures.admin.user.id,
    comment,
    suggestion: '',
    category: 'grammar' as const,
    uses,
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
  db.commentBank.push(entry);
  return entry;
}

describe('the comment bank on the grading screen', () => {
  it('saves a comment from its card to the bank', async () => {
    const view = await openGrading();
    const card = await commentCard(2);
    await view.user.click(within(card).getByRole('button', { name: 'Save to bank comment 2' }));
    expect(await screen.findByText('Saved to your comment bank.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'In your bank comment 2' })).toBeDisabled();
    const saved = db.commentBank.at(-1)!;
    expect(saved.owner_id).toBe(userFixtures.admin.user.id);
    expect(card).toHaveTextContent(saved.comment);
  });

  it('says so when the comment is in the bank already', async () => {
    const view = await openGrading();
    const card = await commentCard(3);
    const comment = db.feedbackItems.find((item) => card.textContent?.includes(item.comment))!.comment;
    bankEntry(comment, 0);
    await view.user.click(within(card).getByRole('button', { name: 'Save to bank comment 3' }));
    expect(await screen.findByText('That comment is already in your bank.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'In your bank comment 3' })).toBeDisabled();
    expect(db.commentBank).toHaveLength(1);
  });

  it('finds an entry by a word as the instructor types, most used first, and puts it on the selected text', async () => {
    const splice = bankEntry('A comma splice joins two sentences with only a comma.', 1, {
      suggestion: 'Use a full stop or a semicolon.',
    });
    bankEntry('This sentence is a comma splice: split it.', 9, { category: 'clarity' });
    bankEntry('Name the source of this figure.', 20, { category: 'evidence' });
    const bodies = recordBodies('POST', /\/feedback-items$/);
    const view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    await view.user.type(
      within(form).getByRole('searchbox', { name: 'Find in your comment bank' }),
      'SPLICE',
    );
    const results = await within(form).findByRole('list', { name: 'Comments from your bank' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        'This sentence is a comma splice: split it.Clarity · used 9 times',
        'A comma splice joins two sentences with only a comma.Grammar · used 1 time',
      ]),
    );
    await view.user.click(within(results).getAllByRole('button')[1]);
    expect(within(form).getByRole('textbox', { name: /^Comment/ })).toHaveValue(
      'A comma splice joins two sentences with only a comma.',
    );
    expect(within(form).getByRole('textbox', { name: /^Suggestion/ })).toHaveValue(
      'Use a full stop or a semicolon.',
    );
    expect(within(form).getByRole('combobox', { name: /^Category/ })).toHaveValue('grammar');
    await view.user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ quote: 'clean the air', bank_entry_id: splice.id });
    expect(db.commentBank.find((entry) => entry.id === splice.id)!.uses).toBe(2);
  });

  it('says when nothing in the bank holds the words', async () => {
    const view = await openGrading();
    await selectInEssay('clean the air');
    const form = await screen.findByRole('form', { name: 'Add comment on selection' });
    expect(await within(form).findByText(/^Your comment bank is empty/)).toBeInTheDocument();
    await view.user.type(
      within(form).getByRole('searchbox', { name: 'Find in your comment bank' }),
      'thesis',
    );
    expect(
      await within(form).findByText('No comment in your bank holds all of these words.'),
    ).toBeInTheDocument();
  });
});

describe('the Comment Bank page', () => {
  const openBank = () =>
    renderApp({ route: '/admin/comment-bank', preloadedState: { auth: signedInAs('admin') } });

  it('lists, searches, edits and deletes the instructor’s entries', async () => {
    bankEntry('Name the source of this figure.', 4, { category: 'evidence' });
    const splice = bankEntry('A comma splice joins two sentences.', 1);
    bankEntry('Someone else’s entry.', 50, { owner_id: 999 });
    const view = openBank();
    const list = await screen.findByRole('list', { name: 'Your comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Name the source of this figure.', 'A comma splice joins two sentences.']);
    await view.user.type(screen.getByRole('searchbox', { name: 'Search your comments' }), 'splice');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    const entry = within(list).getByRole('listitem', { name: 'A comma splice joins two sentences.' });
    await view.user.click(within(entry).getByRole('button', { name: /^Edit/ }));
    const form = within(entry).getByRole('form', { name: /^Edit the comment/ });
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    await view.user.clear(comment);
    await view.user.click(within(form).getByRole('button', { name: 'Save comment' }));
    expect(within(form).getByText('Write the comment before saving it to your bank.')).toBeInTheDocument();
    await view.user.type(comment, 'Two sentences joined by a comma: a comma splice.');
    await view.user.click(within(form).getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText('Comment saved in your bank.')).toBeInTheDocument();
    expect(db.commentBank.find((row) => row.id === splice.id)!.comment).toBe(
      'Two sentences joined by a comma: a comma splice.',
    );

    const edited = await within(list).findByRole('listitem', {
      name: 'Two sentences joined by a comma: a comma splice.',
    });
    await view.user.click(within(edited).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment from your bank?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted from your bank.')).toBeInTheDocument();
    expect(db.commentBank.map((row) => row.comment)).toEqual([
      'Name the source of this figure.',
      'Someone else’s entry.',
    ]);
  });

  it('says so when the bank is empty', async () => {
    openBank();
    expect(await screen.findByText(/^Your comment bank is empty/)).toBeInTheDocument();
  });
});
