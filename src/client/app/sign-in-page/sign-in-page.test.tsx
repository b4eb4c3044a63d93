import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { userFixtures } from '../../../../mocks/fixtures/users';
import { server } from '../../../../test/client/msw-server';
import { createEmotionCache } from '../emotion-cache';
import { type PreparedApp, prepareApp } from '../start-app';
import { SignInPageApp } from './sign-in-page-app';
import { signInThenStartApp } from './sign-in-then-start-app';
import { modeOfAddress } from './use-address-mode';

/** The light page as sign-in-main.tsx renders it, with the app module at hand instead of downloaded. */
function renderSignInPage(address: string, loadApp = async () => ({ prepareApp })) {
  window.history.replaceState(null, '', address);
  const handedOver: PreparedApp[] = [];
  const storedAtHandOver: Array<string | null> = [];
  const emotionCache = createEmotionCache(undefined);
  const signIn = signInThenStartApp(
    (app) => {
      handedOver.push(app);
      storedAtHandOver.push(window.sessionStorage.getItem('token'));
    },
    emotionCache,
    loadApp,
  );
  const view = render(
    <SignInPageApp
      emotionCache={emotionCache}
      initialMode={modeOfAddress(window.location)}
      signIn={signIn}
    />,
  );
  return { ...view, handedOver, storedAtHandOver, user: userEvent.setup() };
}

async function signIn(view: ReturnType<typeof renderSignInPage>, identifier: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await view.user.type(within(form).getByLabelText(/Username or e-mail/), identifier);
  await view.user.type(within(form).getByLabelText(/^Password/), password);
  await view.user.click(within(form).getByRole('button', { name: 'Sign in' }));
}

const student = userFixtures.student;

describe('the light sign-in page', () => {
  it('writes /auth/login as /auth, and keeps the register tab in the address', async () => {
    const view = renderSignInPage('/auth/login');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/auth');
    await view.user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(window.location.search).toBe('?mode=register');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens /auth/register on the register tab', async () => {
    renderSignInPage('/auth/register');
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/auth?mode=register');
  });

  it("hands over an app whose store holds the student's session, data and enrollments", async () => {
    const view = renderSignInPage('/auth');
    await signIn(view, student.user.username, student.password);
    await waitFor(() => expect(view.handedOver).toHaveLength(1));
    const { auth } = view.handedOver[0].store.getState();
    expect(auth).toMatchObject({
      phase: 'done',
      username: student.user.username,
      userRole: 'regular',
      emailVerified: true,
      rememberDevice: false,
    });
    expect(auth.token).toEqual(expect.any(String));
    expect(auth.enrolledCourseIds.length).toBeGreaterThan(0);
    // Already in the tab's storage, so a reload right after the sign-in keeps the session.
    expect(view.storedAtHandOver).toEqual([auth.token]);
  });

  it('shows the server detail on the form after a wrong password, and hands nothing over', async () => {
    const view = renderSignInPage('/auth');
    await signIn(view, student.user.username, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username, e-mail or password.');
    expect(view.handedOver).toHaveLength(0);
    expect(screen.getByLabelText(/Username or e-mail/)).toHaveValue(student.user.username);
  });

  it('hands the refused attempts before a sign-in to the app, for its log', async () => {
    const refusals: unknown[][] = [];
    const loadApp = async () => ({
      prepareApp: (cache: Parameters<typeof prepareApp>[0]) => {
        const app = prepareApp(cache);
        const finish = app.finishSignIn;
        app.finishSignIn = (session, refusedBefore) => {
          refusals.push(refusedBefore);
          return finish(session, refusedBefore);
        };
        return app;
      },
    });
    const view = renderSignInPage('/auth', loadApp);
    await signIn(view, student.user.username, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username, e-mail or password.');
    await view.user.clear(
      screen.getByLabelText(/^Password/, { selector: '[autocomplete="current-password"]' }),
    );
    await view.user.type(
      screen.getByLabelText(/^Password/, { selector: '[autocomplete="current-password"]' }),
      student.password,
    );
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.handedOver).toHaveLength(1));
    expect(refusals).toEqual([[expect.objectContaining({ status: 401 })]]);
  });

  it("reports an unreachable server as 'Network Error'", async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const view = renderSignInPage('/auth');
    await signIn(view, student.user.username, student.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it("says 'Login failed' and stays when the user's data cannot be fetched after the password was right", async () => {
    server.use(http.get('*/api/users/:id', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const view = renderSignInPage('/auth');
    await signIn(view, student.user.username, student.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(view.handedOver).toHaveLength(0);
  });

  it("says 'Network Error' when the rest of the app cannot be downloaded", async () => {
    const view = renderSignInPage('/auth', () => Promise.reject(new Error('ChunkLoadError')));
    await signIn(view, student.user.username, student.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    expect(view.handedOver).toHaveLength(0);
  });
});
