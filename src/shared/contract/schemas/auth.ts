import { type Static, Type } from 'typebox';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../../rules/account';
import type { AUTH_ROUTES } from '../auth';
import { ClosedObject, MessageSchema, Nullable, type RouteSchemas, servedBy } from './common';
import { HealthSchema, UserSchema } from './users';

const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
const Username = Type.String({
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  pattern: USERNAME_PATTERN,
});
/** At least one visible character; control characters are dropped when it is stored (rules/account). */
const DisplayName = Type.String({ minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH, pattern: '\\S' });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** An existing password is only ever compared, never re-validated, so it only needs a sane upper bound. */
const AnyPassword = Type.String({ minLength: 1, maxLength: 1024 });
const OpaqueToken = Type.String({ minLength: 16, maxLength: 256 });

export const LoginBodySchema = ClosedObject({
  identifier: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: AnyPassword,
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const LoginAnswerSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  user: Type.Object({ username: Type.String(), email: Type.String(), display_name: Type.String() }),
});
export type LoginAnswer = Static<typeof LoginAnswerSchema>;

export const RefreshBodySchema = ClosedObject({ refresh_token: OpaqueToken });
export type RefreshBody = Static<typeof RefreshBodySchema>;

export const RefreshAnswerSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
});
export type RefreshAnswer = Static<typeof RefreshAnswerSchema>;

export const LogoutBodySchema = RefreshBodySchema;

export const RegisterBodySchema = ClosedObject({
  username: Username,
  email: Email,
  password: NewPassword,
  display_name: Type.Optional(DisplayName),
  /** A course's join code from a /join link: the account joins it once its e-mail is verified. */
  join_code: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
});
export type RegisterBody = Static<typeof RegisterBodySchema>;

/** The link of an invitation to a course, and the password its student chooses. */
export const AcceptInvitationBodySchema = ClosedObject({ token: OpaqueToken, password: NewPassword });
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;

export const VerifyEmailBodySchema = ClosedObject({ token: OpaqueToken });
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

export const ResendVerificationBodySchema = ClosedObject({ email: Email });
export type ResendVerificationBody = Static<typeof ResendVerificationBodySchema>;

export const ProfileBodySchema = ClosedObject({
  username: Username,
  email: Email,
  display_name: Type.Optional(DisplayName),
});
export type ProfileBody = Static<typeof ProfileBodySchema>;

/**
 * The user as they now stand. A new e-mail address is not theirs until its link is opened:
 * `pending_email` names the address the link was sent to (null when the address did not change), the
 * same whether or not another account uses it.
 */
export const ProfileAnswerSchema = Type.Object({
  ...UserSchema.properties,
  pending_email: Type.Optional(Nullable(Type.String())),
});
export type ProfileAnswer = Static<typeof ProfileAnswerSchema>;

export const PasswordBodySchema = ClosedObject({ current_password: AnyPassword, new_password: NewPassword });
export type PasswordBody = Static<typeof PasswordBodySchema>;

/** What the server validates of each call of the domain (../auth.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const AUTH_ROUTE_SCHEMAS = {
  ...servedBy('health', { health: { answer: { 200: HealthSchema } } }),
  ...servedBy('sign-in', {
    login: { body: LoginBodySchema, answer: { 200: LoginAnswerSchema } },
    refresh: { body: RefreshBodySchema, answer: { 200: RefreshAnswerSchema } },
    logout: { body: LogoutBodySchema },
  }),
  ...servedBy('registration', {
    register: { body: RegisterBodySchema, answer: { 202: MessageSchema } },
    verifyEmail: { body: VerifyEmailBodySchema, answer: { 200: MessageSchema } },
    resendVerification: { body: ResendVerificationBodySchema, answer: { 202: MessageSchema } },
  }),
  ...servedBy('invitation', { acceptInvitation: { body: AcceptInvitationBodySchema, answer: { 200: LoginAnswerSchema } } }),
  ...servedBy('account', {
    updateProfile: { body: ProfileBodySchema, answer: { 200: ProfileAnswerSchema } },
    changePassword: { body: PasswordBodySchema },
  }),
} satisfies Record<keyof typeof AUTH_ROUTES, RouteSchemas>;
