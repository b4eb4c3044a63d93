import { paths } from '../../../lib/paths';

export type AuthMode = 'login' | 'register';

/** Section 2: `mode=register` selects registration; anything else is sign-in. */
export function authModeOf(mode: string | null): AuthMode {
  return mode === 'register' ? 'register' : 'login';
}

/** The address of a tab, as the route table writes it (/auth/register leads to the second). */
export function authAddressOf(mode: AuthMode): string {
  return paths.signIn(mode === 'register' ? { mode } : {});
}
