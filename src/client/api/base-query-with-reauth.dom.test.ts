import { http } from 'msw';
import { db } from '../../../mocks/db';
import { unauthenticated } from '../../../mocks/handlers/respond';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { makeStore } from '../app/store';
import { authApi } from '../features/auth';

const fetchStudent = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(authApi.endpoints.getUser.initiate(2, { subscribe: false, forceRefetch: true }));

const rejectOnce = (path: string) =>
  server.use(http.get(`*/api${path}`, () => unauthenticated(), { once: true }));

describe('the base query (sections 4 and 7)', () => {
  it('sends the access token as a Bearer token', async () => {
    const store = makeStore({ auth: signedInAs('student') });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.headers.get('authorization') ?? ''));
    await fetchStudent(store);
    expect(seen).toEqual([`Bearer ${store.getState().auth.token}`]);
  });

  it('refreshes first when the access token has less than five minutes left', async () => {
    const auth = signedInAs('student', { tokenSeconds: 4 * 60 });
    const store = makeStore({ auth });
    const calls = recordRequests();
    const result = await fetchStudent(store);
    expect(calls).toEqual(['POST /refresh', 'GET /users/2']);
    expect(result.data?.username).toBe('sam.student');
    expect(store.getState().auth.token).not.toBe(auth.token);
    expect(store.getState().auth.refreshToken).not.toBe(auth.refreshToken);
  });

  it('does not refresh a token with more than five minutes left', async () => {
    const store = makeStore({ auth: signedInAs('student', { tokenSeconds: 6 * 60 }) });
    const calls = recordRequests();
    await fetchStudent(store);
    expect(calls).toEqual(['GET /users/2']);
  });

  it('shares one refresh among concurrent requests', async () => {
    const store = makeStore({ auth: signedInAs('student', { tokenSeconds: 60 }) });
    const calls = recordRequests();
    const results = await Promise.all([
      fetchStudent(store),
      store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })),
      store.dispatch(authApi.endpoints.getUserEnrollments.initiate(2, { subscribe: false })),
    ]);
    expect(calls.filter((call) => call === 'POST /refresh')).toHaveLength(1);
    expect(results.every((result) => !result.error)).toBe(true);
  });

  it('refreshes once and retries once after a 401', async () => {
    const store = makeStore({ auth: signedInAs('student') });
    rejectOnce('/users/:id');
    const calls = recordRequests();
    const result = await fetchStudent(store);
    expect(calls).toEqual(['GET /users/2', 'POST /refresh', 'GET /users/2']);
    expect(result.data?.id).toBe(2);
  });

  it('gives up after the one retry instead of looping', async () => {
    const store = makeStore({ auth: signedInAs('student') });
    server.use(http.get('*/api/users/:id', () => unauthenticated()));
    const calls = recordRequests();
    const result = await fetchStudent(store);
    expect(calls).toEqual(['GET /users/2', 'POST /refresh', 'GET /users/2']);
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('shares one refresh between concurrent requests that all get a 401', async () => {
    const store = makeStore({ auth: signedInAs('student') });
    rejectOnce('/users/:id');
    rejectOnce('/users/me');
    const calls = recordRequests();
    await Promise.all([
      fetchStudent(store),
      store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })),
    ]);
    expect(calls.filter((call) => call === 'POST /refresh')).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    const auth = {
      ...signedInAs('student', { tokenSeconds: 60 }),
      refreshToken: 'unknown-refresh-token-000',
    };
    window.sessionStorage.setItem('token', auth.token ?? '');
    const store = makeStore({ auth });
    const result = await fetchStudent(store);
    // The cache is emptied with the session, so the caller gets no data back.
    expect(result.data).toBeUndefined();
    expect(store.getState().auth).toMatchObject({
      token: null,
      refreshToken: null,
      endedBy: 'sessionExpired',
    });
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('logs out after a 401 when there is no refresh token to use', async () => {
    const store = makeStore({ auth: { ...signedInAs('student'), refreshToken: null } });
    rejectOnce('/users/:id');
    const calls = recordRequests();
    await fetchStudent(store);
    expect(calls).toEqual(['GET /users/2']);
    expect(store.getState().auth.token).toBeNull();
  });

  it('never spends a rotated refresh token twice', async () => {
    const store = makeStore({ auth: signedInAs('student', { tokenSeconds: 60 }) });
    await Promise.all([fetchStudent(store), fetchStudent(store)]);
    expect(db.revokedSessions.size).toBe(0);
    expect(store.getState().auth.token).not.toBeNull();
  });
});
