import { route } from './route-spec';

export type * from './schemas/auth';

/** What the access token carries (specification section 3): id, role and exp; `sid` names the session. */
export interface AccessTokenPayload {
  id: number;
  role: string;
  sid: string;
  exp: number;
  iat?: number;
}

/** The health check, and the calls that open, renew and close a session or change the account itself. */
export const AUTH_ROUTES = {
  health: route('GET', '/health'),
  login: route('POST', '/login'),
  refresh: route('POST', '/refresh'),
  logout: route('POST', '/logout'),
  register: route('POST', '/register'),
  verifyEmail: route('POST', '/verify-email'),
  resendVerification: route('POST', '/resend-verification'),
  acceptInvitation: route('POST', '/accept-invite'),
  updateProfile: route('PUT', '/profile'),
  changePassword: route('PUT', '/password'),
} as const;
