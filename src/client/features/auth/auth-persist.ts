import { FLUSH, type PersistConfig, persistReducer } from 'redux-persist';
import type { AppThunk } from '../../app/store';
import { authSlice } from './auth-slice';
import { type AuthState, PERSISTED_AUTH_KEYS } from './auth-state';
import { createDeviceSessionStorage } from './device-session-storage';

/**
 * The storage writes each field under its own key, so redux-persist must hand it plain values:
 * `serialize: false` and `deserialize: false` (the latter is missing from the published types).
 */
const authPersistConfig = {
  key: 'auth',
  storage: createDeviceSessionStorage(),
  whitelist: [...PERSISTED_AUTH_KEYS],
  serialize: false,
  deserialize: false,
} as PersistConfig<AuthState>;

export const persistedAuthReducer = persistReducer(authPersistConfig, authSlice.reducer);

/**
 * Writes the session to storage at once. redux-persist writes one key per timer tick, so a page opened
 * right after signing in (a reload, a new tab, an address typed) could find no session yet.
 */
export const flushStoredSession = (): AppThunk<Promise<void>> => (dispatch) =>
  new Promise((resolve) => {
    dispatch({
      type: FLUSH,
      result: (written?: Promise<unknown>) => void Promise.resolve(written).then(() => resolve()),
    });
  });
