import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../../test/client/msw-server';
import { recordRequests } from '../../../../test/client/record-requests';
import { renderApp } from '../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../test/client/session-fixtures';

const openCourse = () =>
  renderApp({ route: '/admin/apps/courses/details/10', preloadedState: { auth: signedInAs('admin') } });

const rosterCard = async () => screen.findByRole('region', { name: 'LMS roster' });

describe("a course's LMS roster card", () => {
  it('says what a sync changed', async () => {
    server.use(
      http.post('*/api/admin/courses/:id/lti/roster-sync', () =>
        HttpResponse.json({ added: 3, updated: 1, marked_inactive: 0, total: 30 }),
      ),
    );
    const view = openCourse();
    await view.user.click(within(await rosterCard()).getByRole('button', { name: 'Sync roster' }));
    expect(await within(await rosterCard()).findByRole('status')).toHaveTextContent(
      '3 added, 1 updated, 0 marked inactive of 30 on the LMS roster.',
    );
  });

  it('reads the course again after a sync, since the sync may add course staff', async () => {
    server.use(
      http.post('*/api/admin/courses/:id/lti/roster-sync', () =>
        HttpResponse.json({ added: 1, updated: 0, marked_inactive: 0, total: 1 }),
      ),
    );
    const view = openCourse();
    const button = within(await rosterCard()).getByRole('button', { name: 'Sync roster' });
    const calls = recordRequests();
    await view.user.click(button);
    await within(await rosterCard()).findByRole('status');
    await waitFor(() => expect(calls).toContain('GET /admin/courses/10'));
  });

  it("says quietly, in the server's words, that a course came from no LMS", async () => {
    const view = openCourse();
    await view.user.click(within(await rosterCard()).getByRole('button', { name: 'Sync roster' }));
    const note = await within(await rosterCard()).findByRole('status');
    expect(note).toHaveTextContent(
      'This course is not linked to a learning platform course that shares its roster.',
    );
    expect(within(await rosterCard()).queryByRole('alert')).toBeNull();
  });
});
