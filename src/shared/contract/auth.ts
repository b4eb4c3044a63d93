import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  AcceptInvitationBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  PasswordBodySchema,
  ProfileAnswerSchema,
  ProfileBodySchema,
  RefreshAnswerSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResendVerificationBodySchema,
  VerifyEmailBodySchema,
} from './schemas/auth';

/** What the access token carries (specification section 3): id, role and exp; `sid` names the session. */
export interface AccessTokenPayload {
  id: number;
  role: string;
  sid: string;
  exp: number;
  iat?: number;
}

export type LoginBody = Static<typeof LoginBodySchema>;
export type LoginAnswer = Static<typeof LoginAnswerSchema>;
export type RefreshBody = Static<typeof RefreshBodySchema>;
export type RefreshAnswer = Static<typeof RefreshAnswerSchema>;
export type RegisterBody = Static<typeof RegisterBodySchema>;
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;
export type ResendVerificationBody = Static<typeof ResendVerificationBodySchema>;
export type ProfileBody = Static<typeof ProfileBodySchema>;
export type ProfileAnswer = Static<typeof ProfileAnswerSchema>;
export type PasswordBody = Static<typeof PasswordBodySchema>;

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
