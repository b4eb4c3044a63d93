import type { Dispatch } from '@reduxjs/toolkit';
import { FLUSH, KEY_PREFIX, type PersistConfig, persistReducer } from 'redux-persist';
import type { SharedTokens } from '../../api/session-flights';
import type { AppThunk } from '../../app/store';
import { authSlice } from './auth-slice';
import { type AuthState, PERSISTED_AUTH_KEYS } from './auth-state';
import { createDeviceSessionStorage } from './device-session-storage';
import type { StoredSession } from './stored-session';

const deviceStorage = createDeviceSessionStorage();
const AUTH_KEY = 'auth';

/**
 * The storage writes each field under its own key, so redux-persist must hand it plain values:
 * `serialize: false` and `deserialize: false` (the latter is missing from the published types).
 */
const authPersistConfig = {
  key: AUTH_KEY,
  storage: deviceStorage,
  whitelist: [...PERSISTED_AUTH_KEYS],
  serialize: false,
  deserialize: false,
} as PersistConfig<AuthState>;

export const persistedAuthReducer = persistReducer(authPersistConfig, authSlice.reducer);

/**
 * Writes the session to storage at once. redux-persist writes one key per timer tick, so a page opened
 * right after signing in (a reload, a new tab, an address typed) could find no session yet.
 */
const flushThrough = (dispatch: Dispatch) =>
  new Promise<void>((resolve) => {
    dispatch({
      type: FLUSH,
      result: (written?: Promise<unknown>) => void Promise.resolve(written).then(() => resolve()),
    });
  });

export const flushStoredSession = (): AppThunk<Promise<void>> => (dispatch) => flushThrough(dispatch);

/** The stored tokens every tab of this browser reads, for the base query's refresh (refresh-session.ts). */
export const storedSessionTokens: SharedTokens = {
  async read() {
    const stored: StoredSession | null = await deviceStorage.getItem(`${KEY_PREFIX}${AUTH_KEY}`);
    if (!stored?.token || !stored.refreshToken) return null;
    return { userId: stored.userId ?? null, token: stored.token, refreshToken: stored.refreshToken };
  },
  write: flushThrough,
};
