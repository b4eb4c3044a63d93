import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/client/render-with-providers';
import { signedInAs } from '../../../test/client/session-fixtures';

describe('routes and the guard (section 2)', () => {
  it('sends / to sign-in', async () => {
    const view = renderApp({ route: '/' });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth');
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('has an /auth/404 error page', async () => {
    renderApp({ route: '/auth/404' });
    expect(await screen.findByRole('heading', { name: '404: page not found' })).toBeInTheDocument();
  });

  it('sends a visitor from a signed-in page to sign-in and remembers where they were going', async () => {
    renderApp({ route: '/user/dashboard?tab=1' });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('returnUrl')).toBe('/user/dashboard?tab=1');
  });

  it('forwards a signed-in student away from the sign-in screen', async () => {
    const view = renderApp({ route: '/auth/login', preloadedState: { auth: signedInAs('student') } });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/user/dashboard');
  });

  it('ends an admin who opens a student page on the admin dashboard', async () => {
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('admin') } });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('ends a student who opens an admin page on their own dashboard', async () => {
    renderApp({ route: '/admin/dashboard', preloadedState: { auth: signedInAs('student') } });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('sends an unverified person from the dashboard to verify their e-mail', async () => {
    renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('unverified') } });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
  });

  it('shows an unenrolled student why there are no courses, and what to do', async () => {
    renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('newcomer') } });
    expect(
      await screen.findByText('You are not enrolled in any courses. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contact Administrator')).toBeInTheDocument();
    expect(screen.queryByText(/awaiting approval/)).not.toBeInTheDocument();
  });
});
