import { type AuthState, PERSISTED_AUTH_KEYS, type PersistedAuthKey } from './auth-state';

export type StoredSession = Partial<Pick<AuthState, PersistedAuthKey>>;

/** Section 3: assignment drafts live under keys with this prefix and go at logout. */
export const ASSIGNMENT_DRAFT_PREFIX = 'assignment_draft_';
/** An instructor's unsaved review work holds a student's words too, so it goes at logout as well. */
export const GRADING_DRAFT_PREFIX = 'grading_draft_';

const NUMBER_KEYS = new Set<PersistedAuthKey>(['userId']);
const BOOLEAN_KEYS = new Set<PersistedAuthKey>(['rememberDevice', 'emailVerified']);

function decode(key: PersistedAuthKey, text: string): unknown {
  if (NUMBER_KEYS.has(key)) return Number(text);
  if (BOOLEAN_KEYS.has(key)) return text === 'true';
  return text;
}

export function readSession(storage: Storage): StoredSession | null {
  if (!storage.getItem('token')) return null;
  const session: Record<string, unknown> = {};
  for (const key of PERSISTED_AUTH_KEYS) {
    const text = storage.getItem(key);
    if (text !== null) session[key] = decode(key, text);
  }
  return session as StoredSession;
}

export function writeSession(storage: Storage, session: StoredSession): void {
  for (const key of PERSISTED_AUTH_KEYS) {
    const value = session[key];
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
}

export function removeSessionKeys(storage: Storage): void {
  for (const key of PERSISTED_AUTH_KEYS) storage.removeItem(key);
}

export function removeAssignmentDrafts(storage: Storage): void {
  const drafts: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(ASSIGNMENT_DRAFT_PREFIX) || key?.startsWith(GRADING_DRAFT_PREFIX)) drafts.push(key);
  }
  for (const key of drafts) storage.removeItem(key);
}
