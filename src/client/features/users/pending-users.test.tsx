import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db } from '../../../../mocks/db';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openPending = () =>
  renderApp({ route: '/admin/pending-users', preloadedState: { auth: signedInAs('admin') } });

const pendingTable = () => screen.findByRole('table', { name: 'Pending users' });

describe('Pending Users (sections 1 and 2: /admin/pending-users)', () => {
  it('approves a person after a confirmation that names them and mentions the e-mail', async () => {
    const view = openPending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Users' })).toBeInTheDocument();
    await view.user.click(within(await pendingTable()).getByRole('button', { name: 'Approve pat.pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve pat.pending?' });
    expect(dialog).toHaveTextContent('Pat Morgan (pat.pending, pat@example.com)');
    expect(dialog).toHaveTextContent('They will be told by e-mail.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('pat.pending approved. They will be told by e-mail.')).toBeInTheDocument();
    expect(await screen.findByText('No users are waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending users' })).toBeNull();
    expect(db.users.get(4)?.status).toBe('approved');
  });

  it('rejects a person, and Cancel leaves them waiting', async () => {
    const view = openPending();
    const reject = within(await pendingTable()).getByRole('button', { name: 'Reject pat.pending' });
    await view.user.click(reject);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject pat.pending?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(db.users.get(4)?.status).toBe('pending');
    expect(within(await pendingTable()).getByRole('cell', { name: /^Pat Morgan/ })).toBeInTheDocument();

    await view.user.click(reject);
    const again = await screen.findByRole('alertdialog', { name: 'Reject pat.pending?' });
    await view.user.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('pat.pending rejected. They will be told by e-mail.')).toBeInTheDocument();
    expect(await screen.findByText('No users are waiting for approval.')).toBeInTheDocument();
    expect(db.users.get(4)?.status).toBe('rejected');
  });

  it("shows the server's reason when a decision fails, and keeps the person listed", async () => {
    server.use(
      http.post('*/api/admin/users/:id/approve', () =>
        HttpResponse.json(
          { statusCode: 503, code: 'UNAVAILABLE', error: 'The mail server is not answering.' },
          { status: 503 },
        ),
      ),
    );
    const view = openPending();
    await view.user.click(within(await pendingTable()).getByRole('button', { name: 'Approve pat.pending' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve pat.pending?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The mail server is not answering.')).toBeInTheDocument();
    expect(within(await pendingTable()).getByRole('cell', { name: /^Pat Morgan/ })).toBeInTheDocument();
  });

  it('says so when nobody is waiting', async () => {
    db.users.get(4)!.status = 'approved';
    openPending();
    expect(await screen.findByText('No users are waiting for approval.')).toBeInTheDocument();
  });

  it('says so when the pending users cannot be fetched', async () => {
    server.use(http.get('*/api/admin/users', () => new HttpResponse(null, { status: 500 })));
    openPending();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pending users');
  });
});
