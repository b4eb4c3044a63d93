import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { db } from '../../../mocks/db';
import { seedReleasedFeedback } from '../../../mocks/fixtures/feedback';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { startEarlyRequests } from '../api/early-requests';
import type { StoredSession } from '../features/auth';
import { writeSession } from '../features/auth';
import { firstScreenRequests } from './first-screen-requests';
import { prepareApp, startApp } from './start-app';

type Person = 'student' | 'admin';

function storeSessionAt(address: string, person: Person): StoredSession {
  window.history.replaceState(null, '', address);
  const session = { ...signedInAs(person), rememberDevice: true };
  writeSession(window.localStorage, session);
  return session;
}

/** The boot with the session stored, before anything is rendered, until the session is known. */
async function boot() {
  const app = prepareApp();
  await waitFor(() => expect(app.store.getState().auth.phase).toBe('done'));
  return app;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the boot with a stored session (section 4)', () => {
  it("asks for the user, their enrollments and the feedback page's data once the session is read", async () => {
    const calls = recordRequests();
    storeSessionAt('/user/feedback/500', 'student');
    await boot();
    expect(calls).toEqual([
      'GET /student/assignments/500/feedback',
      'GET /student/assignments/500',
      'GET /users/2',
      'GET /admin/users/2/enrollments',
    ]);
  });

  it.each(['/user/dashboard', '/user/feedback/abc'])(
    'asks for no page data at %s, where the route declares none or the address names nothing',
    async (address) => {
      const calls = recordRequests();
      storeSessionAt(address, 'student');
      await boot();
      expect(calls).toEqual(['GET /users/2', 'GET /admin/users/2/enrollments']);
    },
  );
});

describe("the first screen's early requests, sent before the libraries are evaluated", () => {
  const cases: Array<[string, Person]> = [
    ['/user/feedback/500', 'student'],
    ['/user/review-feedback/7', 'student'],
    ['/user/dashboard', 'student'],
    ['/user/feedback/abc', 'student'],
    ['/admin/dashboard', 'admin'],
  ];

  it.each(cases)('at %s (%s) are the very calls the boot makes', async (address, person) => {
    const session = storeSessionAt(address, person);
    const calls = recordRequests();
    await boot();
    const early = firstScreenRequests(address, session).map((path) => `GET ${path}`);
    expect(early.sort()).toEqual(calls.sort());
  });

  it.each(cases)('at %s (%s) are not asked for again once started', async (address, person) => {
    const session = storeSessionAt(address, person);
    const calls = recordRequests();
    const early = firstScreenRequests(address, session);
    startEarlyRequests(early, session.token ?? '');
    const app = await boot();
    expect(calls).toEqual(early.map((path) => `GET ${path}`));
    expect(app.store.getState().auth.username).toBe(session.username);
  });

  it('are none for a token that must be refreshed first', () => {
    const session = { ...signedInAs('student', { tokenSeconds: 60 }), rememberDevice: true };
    expect(firstScreenRequests('/user/feedback/500', session)).toEqual([]);
    expect(firstScreenRequests('/user/feedback/500', null)).toEqual([]);
  });
});

describe('the first render with a stored session', () => {
  /** Starts the app in a fresh container and notes whether a loading sentence ever showed in it. */
  function startWatchingFor(loading: string) {
    const container = document.createElement('div');
    document.body.append(container);
    const seen = { loading: false };
    new MutationObserver(() => {
      if (container.textContent?.includes(loading)) seen.loading = true;
    }).observe(container, { childList: true, subtree: true, characterData: true });
    startApp(container);
    return seen;
  }

  it('draws the page once the session is known, without a spinner first', async () => {
    // An answer a fifth of a second away: the boot waits for it rather than drawing a spinner meanwhile.
    server.use(http.get('*/api/users/:id', () => delay(200)));
    storeSessionAt('/user/dashboard', 'student');
    const seen = startWatchingFor('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    expect(seen.loading).toBe(false);
  });

  it("draws the feedback page with its data, without the page's own loading state first", async () => {
    seedReleasedFeedback(db);
    server.use(http.get('*/api/student/assignments/:id/feedback', () => delay(200)));
    storeSessionAt('/user/feedback/500', 'student');
    const seen = startWatchingFor('Loading feedback…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft a thesis statement' }),
    ).toBeInTheDocument();
    expect(seen.loading).toBe(false);
  });

  it('shows the spinner rather than a blank page while a slow server answers', async () => {
    server.use(http.get('*/api/users/:id', () => new Promise<never>(() => {})));
    storeSessionAt('/user/dashboard', 'student');
    const seen = startWatchingFor('Checking your session…');
    // The answer never comes, so the spinner must show; how soon depends on the machine, not the app.
    await waitFor(() => expect(seen.loading).toBe(true), { timeout: 15_000 });
  });
});
