import type { Static } from 'typebox';
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
