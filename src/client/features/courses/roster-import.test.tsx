import { screen, within } from '@testing-library/react';
import { db } from '../../../../mocks/db';
import { renderWithProviders } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { RosterImportCard, rosterProblem } from './components/roster-import-card';

// Course 10 is 'Essay Writing 101'; sam@example.com is the enrolled student of the fixtures.
const renderCard = () =>
  renderWithProviders(<RosterImportCard id={10} />, { preloadedState: { auth: signedInAs('admin') } });

describe('importing a class list on the course page', () => {
  it('imports the list, says what it did, and keeps the box with the lines to put right', async () => {
    const view = renderCard();
    const box = await screen.findByRole('textbox', { name: 'Class list (CSV)' });
    expect(screen.getByLabelText('Or read a CSV file into the box')).toHaveAttribute('type', 'file');
    await view.user.click(box);
    await view.user.paste(
      'email,display_name\nsam@example.com,Sam Rivera\nnew.one@school.test,New One\nnot an address,Someone\n',
    );
    await view.user.click(screen.getByRole('button', { name: 'Import class list' }));
    const outcome = await screen.findByRole('status');
    expect(within(outcome).getByText('0 enrolled, 1 invited, 1 skipped.')).toBeInTheDocument();
    expect(
      within(outcome).getByText('Line 4: “not an address” is not an e-mail address.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue(
      'email,display_name\nsam@example.com,Sam Rivera\nnew.one@school.test,New One\nnot an address,Someone\n',
    );
    expect([...db.users.values()].some((user) => user.email === 'new.one@school.test')).toBe(true);
  });

  it('empties the box once every line was imported', async () => {
    const view = renderCard();
    const box = await screen.findByRole('textbox', { name: 'Class list (CSV)' });
    await view.user.click(box);
    await view.user.paste('second.one@school.test, Second One');
    await view.user.click(screen.getByRole('button', { name: 'Import class list' }));
    expect(await screen.findByText('0 enrolled, 1 invited, 0 skipped.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says what is wrong before sending an empty or overlong list', async () => {
    const view = renderCard();
    await view.user.click(await screen.findByRole('button', { name: 'Import class list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paste the class list or choose a CSV file first.',
    );
    const lines = Array.from({ length: 1002 }, (_, n) => `s${n}@school.test,S ${n}`).join('\n');
    expect(rosterProblem(lines)).toBe(
      'A class list may have at most 1000 students; this one has 1002 lines.',
    );
    expect(rosterProblem(`header\n${lines.split('\n').slice(2).join('\n')}`)).toBeNull();
  });
});
