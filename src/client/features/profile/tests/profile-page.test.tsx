import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-with-providers';
import { signedInAs } from '../../../testing/session-fixtures';

describe('/apps/user/profile', () => {
  it('shows the username, e-mail, role, status and a verified badge', async () => {
    renderApp({ route: '/apps/user/profile', preloadedState: { auth: signedInAs('student') } });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'sam.student, Student' }).length).toBeGreaterThan(0);
  });

  it('stays open to an unverified person, so a mistyped e-mail can be fixed', async () => {
    const view = renderApp({
      route: '/apps/user/profile',
      preloadedState: { auth: signedInAs('unverified') },
    });
    expect(await screen.findByText('Unverified')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/apps/user/profile');
  });

  it('marks an admin as Administrator', async () => {
    renderApp({ route: '/apps/user/profile', preloadedState: { auth: signedInAs('admin') } });
    expect(await screen.findAllByRole('img', { name: 'ada.admin, Administrator' })).not.toHaveLength(0);
  });
});
