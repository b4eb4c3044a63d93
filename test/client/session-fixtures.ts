import { db } from '../../mocks/db';
import { type UserFixtureName, userFixtures } from '../../mocks/fixtures/users';
import { type AuthState, signedOutState } from '../../src/client/features/auth/auth-state';
import { signedInStateOf } from '../../src/client/features/demo/demo-session';

interface SessionOptions {
  /** Lifetime of the access token in seconds: short ones make the client refresh first. */
  tokenSeconds?: number;
  rememberDevice?: boolean;
  phase?: AuthState['phase'];
}

/** The auth state of a fixture user signed in on the mock server, as if restored and initialised. */
export function signedInAs(name: UserFixtureName, options: SessionOptions = {}): AuthState {
  const { user } = userFixtures[name];
  return {
    ...signedInStateOf(db.users.get(user.id) ?? user, options.tokenSeconds),
    rememberDevice: options.rememberDevice ?? false,
    phase: options.phase ?? 'done',
  };
}

export const signedOut = (): AuthState => ({ ...signedOutState, phase: 'done' });
