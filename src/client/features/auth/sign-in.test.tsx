import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { userFixtures } from '../../../../mocks/fixtures/users';
import { makeAccessToken } from '../../../../mocks/tokens';
import { server } from '../../../../test/client/msw-server';
import { renderApp } from '../../../../test/client/render-with-providers';

type Who = { identifier: string; password: string };

async function signInThroughTheForm(view: ReturnType<typeof renderApp>, who: Who, remember = false) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await view.user.type(within(form).getByLabelText(/Username or e-mail/), who.identifier);
  await view.user.type(within(form).getByLabelText(/^Password/), who.password);
  if (remember) await view.user.click(within(form).getByText('Remember this device'));
  await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
}

const credentials = (name: keyof typeof userFixtures): Who => ({
  identifier: userFixtures[name].user.username,
  password: userFixtures[name].password,
});

const loginAnswers = (body: object, status = 200) =>
  server.use(http.post('*/api/login', () => HttpResponse.json(body, { status })));

describe('signing in', () => {
  it('sends an admin to the admin dashboard, greeted by name', async () => {
    const view = renderApp({ route: '/auth/login' });
    await signInThroughTheForm(view, credentials('admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, ada.admin.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends an enrolled student to the user dashboard, by e-mail too', async () => {
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, { ...credentials('student'), identifier: 'sam@example.com' });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('You are enrolled in 2 courses.')).toBeInTheDocument();
  });

  it('shows the server detail and keeps the person on the form after a wrong password', async () => {
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, { identifier: 'sam.student', password: 'wrong-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username, e-mail or password.');
    expect(view.router.state.location.pathname).toBe('/auth');
    expect(view.store.getState().auth.token).toBeNull();
  });

  it("says 'Login failed' when the server gives no detail", async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("says 'Login failed' when the answer has no access token", async () => {
    loginAnswers({ refresh_token: 'r'.repeat(20), user: { username: 'x', email: 'x@example.com' } });
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("refuses a role other than admin or regular with 'Invalid user role'", async () => {
    const access_token = makeAccessToken({ id: 2, role: 'guest', sid: 's', exp: Date.now() / 1000 + 900 });
    loginAnswers({
      access_token,
      refresh_token: 'r'.repeat(20),
      user: { username: 'x', email: 'x@example.com' },
    });
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user role');
    expect(view.store.getState().auth.token).toBeNull();
  });

  it("reports an unreachable server as 'Network Error'", async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('asks for both fields before sending anything', async () => {
    const view = renderApp({ route: '/auth' });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('returns a visitor to the page they wanted once signed in', async () => {
    const view = renderApp({ route: '/apps/user/profile' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/apps/user/profile');
  });

  it('sends a student who wanted an admin page to their own dashboard instead', async () => {
    const view = renderApp({ route: '/admin/dashboard' });
    await signInThroughTheForm(view, credentials('student'));
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
  });

  it('asks an unverified person to check their e-mail', async () => {
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('unverified'));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('uma@example.com')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/verify-email');
  });

  it('tells a pending student that the account awaits approval', async () => {
    const view = renderApp({ route: '/auth' });
    await signInThroughTheForm(view, credentials('pending'));
    expect(
      await screen.findByText('Your account is awaiting approval by an administrator.'),
    ).toBeInTheDocument();
    // Approval comes before enrolment: the dashboard does not also tell the student to chase a course.
    expect(
      screen.queryByText('You are not enrolled in any courses. Please contact your administrator.'),
    ).not.toBeInTheDocument();
  });
});
