import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { classOfStudents } from '../../../../mocks/fixtures/people';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openUsers = (route = '/admin/users') =>
  renderApp({ route, preloadedState: { auth: signedInAs('admin') } });

/** The query strings of every GET /api/admin/users the screen sends. */
function userListQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/users') queries.push(url.searchParams);
  });
  return queries;
}

const table = () => screen.findByRole('table', { name: 'Users' });
const usernames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    // The first cell shows the person's name with their username beneath it.
    .map((row) => within(row).getAllByRole('cell')[0].lastChild?.textContent);
const header = (name: string) => screen.getByRole('button', { name }).closest('th');

describe('All Users (section 2: /admin/users)', () => {
  it('lists everyone, newest first, with role, status and verification readable at a glance', async () => {
    db.users.get(5)!.created_at = '2026-03-01T09:00:00.000Z';
    openUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    expect((await usernames())[0]).toBe('uma.unverified');
    const uma = within(await table()).getAllByRole('row')[1];
    expect(within(uma).getByText('Student')).toBeInTheDocument();
    expect(within(uma).getByText('Approved')).toBeInTheDocument();
    expect(within(uma).getByText('Not verified')).toBeInTheDocument();
    // The name cell, not the row's role button, which names the person too.
    const ada = within(await table())
      .getByRole('cell', { name: /^Ada Lovelace\s*ada\.admin$/ })
      .closest('tr')!;
    expect(within(ada as HTMLElement).getByText('Administrator')).toBeInTheDocument();
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches once the typing pauses, and the request and the address carry the search', async () => {
    const queries = userListQueries();
    const view = openUsers();
    await table();
    await view.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'SAM');
    await waitFor(async () => expect(await usernames()).toEqual(['sam.student']));
    expect(queries.filter((query) => query.has('search')).map((query) => query.get('search'))).toEqual([
      'SAM',
    ]);
    expect(view.router.state.location.search).toBe('?search=SAM');
  });

  it('filters by role, status and e-mail verification', async () => {
    const queries = userListQueries();
    const view = openUsers();
    await table();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(async () => expect(await usernames()).toEqual(['pat.pending']));
    expect(queries.at(-1)?.get('status')).toBe('pending');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'E-mail verification' }),
      'Not verified',
    );
    await waitFor(async () => expect(await usernames()).toEqual(['uma.unverified']));
    expect(queries.at(-1)?.get('verified')).toBe('false');

    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'E-mail verification' }),
      'Verified or not',
    );
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrator');
    await waitFor(async () => expect(await usernames()).toEqual(['ada.admin']));
    expect(queries.at(-1)?.get('role')).toBe('admin');
  });

  it('says so when nothing matches the filters', async () => {
    const view = openUsers();
    await table();
    await view.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody{Enter}');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
  });

  it('sorts by a column header, announcing the order with aria-sort', async () => {
    const queries = userListQueries();
    const view = openUsers();
    await table();
    await view.user.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(async () => expect((await usernames())[0]).toBe('ada.admin'));
    expect(header('Username')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Joined')).not.toHaveAttribute('aria-sort');
    expect(queries.at(-1)?.get('sort')).toBe('username');
    expect(queries.at(-1)?.get('order')).toBe('asc');

    await view.user.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(async () => expect((await usernames())[0]).toBe('uma.unverified'));
    expect(header('Username')).toHaveAttribute('aria-sort', 'descending');
    expect(queries.at(-1)?.get('order')).toBe('desc');
  });

  it('pages through the list and changes the page size', async () => {
    for (const student of classOfStudents(25)) db.users.set(student.id, student);
    const queries = userListQueries();
    const view = openUsers();
    await table();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('30 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(await usernames()).toHaveLength(5));
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page_size')).toBe('10');
    expect(view.router.state.location.search).toBe('?page_size=10');
  });

  it('restores the table from the address, and back returns to the previous one', async () => {
    const view = openUsers('/admin/users?status=approved&sort=username&order=asc');
    await waitFor(async () =>
      expect(await usernames()).toEqual(['ada.admin', 'nia.newcomer', 'sam.student', 'uma.unverified']),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
    expect(header('Username')).toHaveAttribute('aria-sort', 'ascending');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrator');
    await waitFor(async () => expect(await usernames()).toEqual(['ada.admin']));
    // The browser's back button.
    await act(() => view.router.navigate(-1));
    await waitFor(async () => expect(await usernames()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  });

  it('says so when the list cannot be fetched', async () => {
    server.use(http.get('*/api/admin/users', () => new HttpResponse(null, { status: 500 })));
    openUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
  });

  it('lets the site administrator make a student an instructor, after saying what it means', async () => {
    const view = openUsers('/admin/users?sort=username&order=asc');
    const sam = within(await table())
      .getByRole('cell', { name: /^Sam Rivera\s*sam\.student$/ })
      .closest('tr') as HTMLElement;
    await view.user.click(within(sam).getByRole('button', { name: /Make instructor/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make instructor?' });
    expect(dialog).toHaveTextContent('will be able to make courses');
    await view.user.click(within(dialog).getByRole('button', { name: 'Make instructor' }));
    await waitFor(() => expect(within(sam).getByText('Administrator')).toBeInTheDocument());
    // Nobody changes their own role here.
    const ada = within(await table())
      .getByRole('cell', { name: /^Ada Lovelace\s*ada\.admin$/ })
      .closest('tr') as HTMLElement;
    expect(within(ada).queryByRole('button', { name: /Make/ })).toBeNull();
  });
});
