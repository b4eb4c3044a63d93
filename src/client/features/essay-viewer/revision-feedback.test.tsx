import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { seedRevision } from '../../../../mocks/fixtures/revisions';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openFeedback = (path = '/user/feedback/500') =>
  renderApp({ route: path, preloadedState: { auth: signedInAs('student') } });

describe('the feedback of a revised essay (the revision loop)', () => {
  it('says which comments of the version before were revised, and shows the others on the essay', async () => {
    seedRevision(db, { released: true });
    openFeedback();
    const carried = await screen.findByRole('region', { name: 'Comments on version 1' });
    expect(within(carried).getByText('2 revised, 6 unchanged.')).toBeInTheDocument();
    expect(within(carried).getAllByRole('listitem')).toHaveLength(2);
    const revised = within(carried).getByRole('listitem', { name: /^Revised: Subject and verb disagree/ });
    expect(within(revised).getByText('things that matters')).toBeInTheDocument();
    expect(within(revised).getByText('Now:').parentElement).toHaveTextContent(/^Now: things that matter$/);
    // The six left unchanged are comments on this version's text, marked with the version they came from.
    expect(await screen.findByText(/^6 comments · \d+ words$/)).toBeInTheDocument();
    const feedback = await screen.findByRole('region', { name: 'Instructor Feedback' });
    expect(within(feedback).getAllByText('From version 1')).toHaveLength(6);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-feedback-id]').length).toBeGreaterThanOrEqual(6),
    );
    const header = screen.getByRole('heading', { level: 1 }).closest('[data-page-header]') as HTMLElement;
    expect(within(header).getByText('91%')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Revise your essay' })).toHaveAttribute(
      'href',
      '/user/assignments/500',
    );
  });

  it("sets each version's grade and rubric levels side by side, the revision's once released", async () => {
    seedRevision(db, { released: true, rubric: true });
    openFeedback();
    const table = await screen.findByRole('table', { name: 'Grades by version' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[1]).toEqual(['Claim', 'Developing · 2 points', 'Proficient · 3 points']);
    expect(rows.at(-1)).toEqual(['Grade', '84/100', '91/100']);
  });

  it('switches to the version before, with its own grade and comments, and back', async () => {
    seedRevision(db, { released: true });
    const view = openFeedback();
    const versions = await screen.findByRole('combobox', { name: 'Version' });
    expect(
      within(versions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Version 1: grade 84', 'Version 2 (latest): grade 91']);
    await view.user.selectOptions(versions, '1');
    const header = () =>
      screen.getByRole('heading', { level: 1 }).closest('[data-page-header]') as HTMLElement;
    await waitFor(() => expect(within(header()).getByText('84%')).toBeInTheDocument());
    expect(await screen.findByText(/^8 comments · \d+ words$/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comments on version 1' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Revise your essay' })).toBeNull();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), '2');
    await waitFor(() => expect(within(header()).getByText('91%')).toBeInTheDocument());
  });

  it('shows the released version while the revision is with the instructor', async () => {
    seedRevision(db, { released: false });
    const view = openFeedback();
    expect(await screen.findByText('Your instructor is reviewing your essay.')).toBeInTheDocument();
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Version' }), '1');
    expect(await screen.findByText(/^8 comments · \d+ words$/)).toBeInTheDocument();
  });

  it('shows the words changed since the version before, paragraph by paragraph', async () => {
    seedRevision(db, { released: true });
    const view = openFeedback();
    const show = await screen.findByRole('button', { name: 'Show the changes from version 1' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(show);
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(await within(changes).findByText('3 words added, 2 words removed.')).toBeInTheDocument();
    const removed = Array.from(changes.querySelectorAll('del'), (part) => part.textContent);
    const added = Array.from(changes.querySelectorAll('ins'), (part) => part.textContent);
    expect(removed).toEqual(['[removed: matters]', '[removed: Their]']);
    expect(added).toEqual(['[added: matter]', '[added: They]', '[added: are ]']);
    await view.user.click(screen.getByRole('button', { name: 'Hide the changes' }));
    expect(screen.queryByRole('region', { name: /^Changes from/ })).toBeNull();
  });
});
