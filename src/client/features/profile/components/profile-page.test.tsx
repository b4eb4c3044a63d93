import { screen, within } from '@testing-library/react';
import { db } from '../../../../../mocks/db';
import { renderApp } from '../../../../../test/client/render-with-providers';
import { signedInAs } from '../../../../../test/client/session-fixtures';

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

  it('turns off a kind of e-mail, and offers each role only the e-mail it can receive', async () => {
    const view = renderApp({ route: '/apps/user/profile', preloadedState: { auth: signedInAs('student') } });
    const form = await screen.findByRole('form', { name: 'E-mail me when' });
    const replies = await within(form).findByRole('checkbox', { name: 'Someone replies under a comment' });
    expect(replies).toBeChecked();
    expect(within(form).queryByRole('checkbox', { name: 'A student hands in a revision' })).toBeNull();
    expect(within(form).getByRole('checkbox', { name: 'Feedback on my essays is released' })).toBeChecked();
    await view.user.click(replies);
    await view.user.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await screen.findByText('E-mail settings saved.')).toBeInTheDocument();
    expect(db.notificationSettings.get(2)).toEqual({ released: true, replies: false, revisions: true });
    view.unmount();

    renderApp({ route: '/apps/user/profile', preloadedState: { auth: signedInAs('admin') } });
    const instructorForm = await screen.findByRole('form', { name: 'E-mail me when' });
    expect(
      await within(instructorForm).findByRole('checkbox', { name: 'A student hands in a revision' }),
    ).toBeChecked();
    expect(
      within(instructorForm).queryByRole('checkbox', { name: 'Feedback on my essays is released' }),
    ).toBeNull();
  });
});
