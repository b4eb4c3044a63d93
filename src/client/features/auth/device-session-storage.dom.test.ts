import { type Persistor, persistStore } from 'redux-persist';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { makeStore } from '../../app/store';
import { PERSISTED_AUTH_KEYS } from './auth-state';
import { clearStoredSession, createDeviceSessionStorage } from './device-session-storage';
import { logOut } from './log-out';

const storage = createDeviceSessionStorage();
const session = {
  userId: 2,
  token: 'access.token.value',
  refreshToken: 'refresh-token-value-0001',
  userRole: 'regular' as const,
  username: 'sam.student',
  email: 'sam@example.com',
  rememberDevice: true,
  userStatus: 'approved' as const,
  emailVerified: true,
};

/** Starts persistence and waits until the stored session was read back, as the app's rehydration gate does. */
function persisted(store: ReturnType<typeof makeStore>) {
  return new Promise<Persistor>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

const keysIn = (area: Storage) => PERSISTED_AUTH_KEYS.filter((key) => area.getItem(key) !== null);

describe('the device session storage (section 3)', () => {
  it('keeps a remembered session in localStorage, one spec key per value', async () => {
    await storage.setItem('persist:auth', session);
    expect(keysIn(localStorage)).toEqual([...PERSISTED_AUTH_KEYS]);
    expect(keysIn(sessionStorage)).toEqual([]);
    expect(localStorage.getItem('rememberDevice')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('2');
  });

  it('keeps any other session in sessionStorage only', async () => {
    await storage.setItem('persist:auth', { ...session, rememberDevice: false });
    expect(keysIn(sessionStorage)).toEqual([...PERSISTED_AUTH_KEYS]);
    expect(keysIn(localStorage)).toEqual([]);
    expect(sessionStorage.getItem('rememberDevice')).toBe('false');
  });

  it('moves the session when the choice changes, so it never lives in both', async () => {
    await storage.setItem('persist:auth', session);
    await storage.setItem('persist:auth', { ...session, rememberDevice: false });
    expect(keysIn(localStorage)).toEqual([]);
    expect(keysIn(sessionStorage)).toHaveLength(PERSISTED_AUTH_KEYS.length);
  });

  it('reads the values back with their types', async () => {
    await storage.setItem('persist:auth', session);
    expect(await storage.getItem('persist:auth')).toEqual(session);
  });

  it('has nothing to restore when no token is stored', async () => {
    localStorage.setItem('username', 'left-over');
    expect(await storage.getItem('persist:auth')).toBeNull();
  });

  it('clears every spec key, every assignment draft and unsaved review work from both storages', () => {
    for (const area of [localStorage, sessionStorage]) {
      for (const key of PERSISTED_AUTH_KEYS) area.setItem(key, 'x');
      area.setItem('assignment_draft_7', '<p>draft</p>');
      area.setItem('grading_draft_12', '{"summary":{}}');
      area.setItem('feedback-categories', '[]');
    }
    clearStoredSession();
    for (const area of [localStorage, sessionStorage]) {
      expect(keysIn(area)).toEqual([]);
      expect(area.getItem('assignment_draft_7')).toBeNull();
      expect(area.getItem('grading_draft_12')).toBeNull();
      expect(area.getItem('feedback-categories')).toBe('[]');
    }
  });
});

describe('persisting the auth slice', () => {
  it('writes a remembered session to localStorage and restores it in a new store', async () => {
    const auth = signedInAs('student', { rememberDevice: true });
    const first = makeStore({ auth });
    await (await persisted(first)).flush();
    expect(localStorage.getItem('token')).toBe(auth.token);
    expect(localStorage.getItem('userStatus')).toBe('approved');

    const second = makeStore();
    await persisted(second);
    expect(second.getState().auth).toMatchObject({ token: auth.token, userId: 2, emailVerified: true });
    // Enrollments are not stored: they are fetched again at start-up (section 4).
    expect(second.getState().auth.enrolledCourseIds).toEqual([]);
  });

  it('logout clears both storages and the drafts, and records the session length', async () => {
    const auth = {
      ...signedInAs('student', { rememberDevice: true }),
      sessionStartedAt: Date.now() - 42 * 60_000,
    };
    const store = makeStore({ auth });
    const persistor = await persisted(store);
    await persistor.flush();
    sessionStorage.setItem('assignment_draft_3', 'draft');
    localStorage.setItem('assignment_draft_4', 'draft');

    const { sessionMinutes } = await store.dispatch(logOut());
    await persistor.flush();

    expect(sessionMinutes).toBe(42);
    expect(store.getState().auth).toMatchObject({ token: null, endedBy: 'loggedOut' });
    for (const area of [localStorage, sessionStorage]) {
      expect(keysIn(area)).toEqual([]);
      expect(area.getItem('assignment_draft_3')).toBeNull();
      expect(area.getItem('assignment_draft_4')).toBeNull();
    }
  });
});
