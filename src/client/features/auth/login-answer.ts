import type { LoginAnswer } from '../../../shared/contract';
import { isRole } from '../../../shared/rules/account';
import { decodeAccessToken } from '../../lib/access-token';
import type { SignedInPayload } from './auth-slice';

export type LoginCheck = { ok: true; session: SignedInPayload } | { ok: false; message: string };

/**
 * Section 5: a login answer without an access token gives 'Login failed', and a token for a role other
 * than admin or regular gives 'Invalid user role'. Whichever page made the call, it is read here.
 */
export function checkLoginAnswer(answer: LoginAnswer | undefined, rememberDevice: boolean): LoginCheck {
  if (!answer?.access_token) return { ok: false, message: 'Login failed' };
  const payload = decodeAccessToken(answer.access_token);
  if (!payload) return { ok: false, message: 'Login failed' };
  if (!isRole(payload.role)) return { ok: false, message: 'Invalid user role' };
  return {
    ok: true,
    session: {
      userId: payload.id,
      token: answer.access_token,
      refreshToken: answer.refresh_token,
      role: payload.role,
      username: answer.user.username,
      displayName: answer.user.display_name,
      email: answer.user.email,
      rememberDevice,
      at: Date.now(),
    },
  };
}
