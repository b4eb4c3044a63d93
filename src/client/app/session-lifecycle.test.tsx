import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '../../../mocks/db';
import { apiPath } from '../../../mocks/handlers/respond';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { renderApp } from '../../../test/client/render-with-providers';
import { signedInAs } from '../../../test/client/session-fixtures';
import { initialiseSession } from '../features/auth';
import { makeStore } from './store';

const restoredAs = (name: Parameters<typeof signedInAs>[0], options: Parameters<typeof signedInAs>[1] = {}) =>
  signedInAs(name, { ...options, phase: 'starting' });

describe('start-up (section 4: stored tokens are validated and user data refetched)', () => {
  it('shows a spinner until the session is known, then the page', async () => {
    renderApp({ route: '/user/dashboard', preloadedState: { auth: restoredAs('student') } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
  });

  it('refetches the user, so a change made meanwhile on the server shows', async () => {
    db.users.get(2)!.status = 'pending';
    renderApp({ route: '/user/dashboard', preloadedState: { auth: restoredAs('student') } });
    expect(
      await screen.findByText('Your account is awaiting approval by an administrator.'),
    ).toBeInTheDocument();
  });

  it('fetches enrollments for a student but not for an admin (section 6)', async () => {
    const calls = recordRequests();
    const student = makeStore({ auth: restoredAs('student') });
    await student.dispatch(initialiseSession());
    const admin = makeStore({ auth: restoredAs('admin') });
    await admin.dispatch(initialiseSession());
    expect(calls).toEqual(['GET /users/2', 'GET /admin/users/2/enrollments', 'GET /users/1']);
    expect(student.getState().auth.enrolledCourseIds).toEqual([10, 11]);
  });

  it('runs once however many callers start it at the same time', async () => {
    const calls = recordRequests();
    const store = makeStore({ auth: restoredAs('student') });
    await Promise.all([store.dispatch(initialiseSession()), store.dispatch(initialiseSession())]);
    expect(calls.filter((call) => call === 'GET /users/2')).toHaveLength(1);
  });

  it('asks for the user and their enrollments together, without waiting for the user', async () => {
    const calls = recordRequests();
    let answerUser = () => {};
    const userHeld = new Promise<void>((resolve) => {
      answerUser = resolve;
    });
    // Answering nothing hands the request on to the usual handler, once the user is let through.
    server.use(http.get(apiPath('/users/:id'), () => userHeld.then(() => undefined)));
    const store = makeStore({ auth: restoredAs('student') });
    const initialised = store.dispatch(initialiseSession());
    await waitFor(() => expect(calls).toEqual(['GET /users/2', 'GET /admin/users/2/enrollments']));
    answerUser();
    await initialised;
    expect(store.getState().auth).toMatchObject({ phase: 'done', enrolledCourseIds: [10, 11] });
  });

  it('falls back to /users/me when /users/{id} fails (section 7)', async () => {
    const calls = recordRequests();
    const store = makeStore({ auth: { ...restoredAs('student'), userId: 999 } });
    await store.dispatch(initialiseSession());
    const userCalls = calls.filter((call) => !call.endsWith('/enrollments'));
    expect(userCalls.slice(0, 2)).toEqual(['GET /users/999', 'GET /users/me']);
    // The enrollments asked for beside the stored id are not the user's; theirs are fetched again.
    expect(calls).toContain('GET /admin/users/2/enrollments');
    expect(store.getState().auth).toMatchObject({ userId: 2, enrolledCourseIds: [10, 11] });
  });

  it('refreshes a stored token close to expiry before using it', async () => {
    const calls = recordRequests();
    renderApp({
      route: '/user/dashboard',
      preloadedState: { auth: restoredAs('student', { tokenSeconds: 90 }) },
    });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(calls[0]).toBe('POST /refresh');
  });

  it('ends at sign-in when the stored session cannot be refreshed', async () => {
    const auth = { ...restoredAs('student', { tokenSeconds: 60 }), refreshToken: 'revoked-refresh-token-01' };
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth } });
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.store.getState().auth.token).toBeNull();
  });
});

/**
 * Chooses from the user menu with the keyboard: jsdom does no layout, so the pointer hover that
 * highlights an item under a real mouse never happens there, while keys work the same as in a browser.
 */
/** Opens the user menu and chooses `item` with the keyboard: `key` (Home or End) moves to it, Enter picks it. */
async function chooseFromUserMenu(view: ReturnType<typeof renderApp>, item: string, key: '{Home}' | '{End}') {
  await view.user.click(await screen.findByRole('button', { name: /Sam Rivera/ }));
  const choice = await screen.findByRole('menuitem', { name: item });
  // The menu moves focus into itself a frame after opening, and marks the item a key moved to a frame
  // after the key: a key pressed before either goes nowhere.
  const menu = screen.getByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await view.user.keyboard(key);
  await waitFor(() => expect(choice).toHaveAttribute('data-highlighted'));
  await view.user.keyboard('{Enter}');
}

describe('the header and logging out', () => {
  it('shows the product, the role and the version', async () => {
    renderApp({ route: '/admin/dashboard', preloadedState: { auth: signedInAs('admin') } });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Margin')).toBeInTheDocument();
    expect(within(header).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('0.17.0-beta');
  });

  it('logs out from the user menu: server told, storage cleared, back at sign-in', async () => {
    window.localStorage.setItem('assignment_draft_9', 'draft');
    const calls = recordRequests();
    const view = renderApp({ route: '/apps/user/profile', preloadedState: { auth: signedInAs('student') } });
    await chooseFromUserMenu(view, 'Log out', '{End}');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toContain('POST /logout');
    expect(window.localStorage.getItem('assignment_draft_9')).toBeNull();
    // Leaving on purpose is not a page to come back to.
    expect(window.sessionStorage.getItem('returnUrl')).toBeNull();
  });

  it('opens the profile from the user menu', async () => {
    const view = renderApp({ route: '/user/dashboard', preloadedState: { auth: signedInAs('student') } });
    await chooseFromUserMenu(view, 'Profile', '{Home}');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });
});
