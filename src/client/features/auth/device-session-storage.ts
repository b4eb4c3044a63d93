import type { Storage as PersistStorage } from 'redux-persist';
import {
  readSession,
  removeAssignmentDrafts,
  removeSessionKeys,
  type StoredSession,
  writeSession,
} from './stored-session';

export interface BrowserStorages {
  local: () => Storage;
  session: () => Storage;
}

const browserStorages: BrowserStorages = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
};

/**
 * A redux-persist storage (section 3): with "Remember this device" the session lives in localStorage,
 * otherwise in sessionStorage and ends with the tab. Each value sits under its own spec key, and the
 * storage not chosen is emptied so that a session never lives in both.
 */
export function createDeviceSessionStorage(storages: BrowserStorages = browserStorages): PersistStorage {
  return {
    getItem: async () => {
      const remembered = readSession(storages.local());
      if (remembered?.rememberDevice) return remembered;
      return readSession(storages.session());
    },
    setItem: async (_key: string, session: StoredSession) => {
      const [chosen, other] = session.rememberDevice
        ? [storages.local(), storages.session()]
        : [storages.session(), storages.local()];
      removeSessionKeys(other);
      if (session.token) writeSession(chosen, session);
      else removeSessionKeys(chosen);
    },
    removeItem: async () => clearStoredSession(storages, { drafts: false }),
  };
}

/** Section 4: logout clears every stored value from both storages, and the drafts with them. */
export function clearStoredSession(
  storages: BrowserStorages = browserStorages,
  options = { drafts: true },
): void {
  for (const storage of [storages.local(), storages.session()]) {
    removeSessionKeys(storage);
    if (options.drafts) removeAssignmentDrafts(storage);
  }
}
