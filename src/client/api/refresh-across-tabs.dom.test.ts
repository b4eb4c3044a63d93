import { persistStore } from 'redux-persist';
import { db } from '../../../mocks/db';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { makeStore } from '../app/store';
import { authApi, writeSession } from '../features/auth';

type Store = ReturnType<typeof makeStore>;

/** A tab of the app: its own store, reading and writing the storage every tab of the browser shares. */
async function openTab(): Promise<Store> {
  const store = makeStore(undefined, { logger: null });
  await new Promise<void>((resolve) => persistStore(store, null, resolve));
  return store;
}

const fetchStudent = (store: Store) =>
  store.dispatch(authApi.endpoints.getUser.initiate(2, { subscribe: false, forceRefetch: true }));

/** A session remembered on this device whose access token is about to run out, as two tabs find it. */
function rememberExpiringSession() {
  const auth = signedInAs('student', { tokenSeconds: 60, rememberDevice: true });
  writeSession(localStorage, auth);
  return auth;
}

/**
 * Web Locks as a browser grants them: one holder of a name at a time, the others in turn. jsdom has
 * none, so the app's path without them is what every other test runs.
 */
function grantWebLocks(): () => void {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      const turn = (queues.get(name) ?? Promise.resolve()).then(() => callback());
      queues.set(
        name,
        turn.catch(() => {}),
      );
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'locks');
  };
}

describe('two tabs whose access tokens run out together (section 4)', () => {
  it('refresh once between them, with Web Locks, and both stay signed in', async () => {
    const revokeLocks = grantWebLocks();
    try {
      const held = rememberExpiringSession();
      const [first, second] = [await openTab(), await openTab()];
      const calls = recordRequests();

      const results = await Promise.all([fetchStudent(first), fetchStudent(second)]);

      expect(calls.filter((call) => call === 'POST /refresh')).toHaveLength(1);
      expect(results.map((result) => result.data?.username)).toEqual(['sam.student', 'sam.student']);
      expect(db.revokedSessions.size).toBe(0);
      const [one, other] = [first.getState().auth, second.getState().auth];
      expect(one.refreshToken).not.toBe(held.refreshToken);
      expect(other).toMatchObject({ token: one.token, refreshToken: one.refreshToken });
      expect(localStorage.getItem('refreshToken')).toBe(one.refreshToken);
    } finally {
      revokeLocks();
    }
  });

  it('without Web Locks, take the tokens another tab already refreshed instead of spending the old one', async () => {
    expect('locks' in navigator).toBe(false);
    rememberExpiringSession();
    const [first, second] = [await openTab(), await openTab()];
    const calls = recordRequests();

    expect((await fetchStudent(first)).data?.username).toBe('sam.student');
    expect((await fetchStudent(second)).data?.username).toBe('sam.student');

    expect(calls).toEqual(['POST /refresh', 'GET /users/2', 'GET /users/2']);
    expect(db.revokedSessions.size).toBe(0);
    expect(second.getState().auth.refreshToken).toBe(first.getState().auth.refreshToken);
  });

  it("never takes another person's stored tokens", async () => {
    rememberExpiringSession();
    const tab = await openTab();
    writeSession(localStorage, signedInAs('admin', { rememberDevice: true }));
    const calls = recordRequests();

    await fetchStudent(tab);

    expect(calls[0]).toBe('POST /refresh');
    expect(tab.getState().auth.userId).toBe(2);
  });
});
