import { type Static, Type } from 'typebox';
import type { USER_ROUTES } from '../users';
import { ClosedObject, IdParamsSchema, OneOf, type RouteSchemas, servedBy } from './common';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The name to show: the one the person gave, or their username until they give one. */
  display_name: Type.String(),
  email: Type.String(),
  role: OneOf(['admin', 'regular']),
  status: OneOf(['pending', 'approved', 'rejected']),
  email_verified: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof UserSchema>;

/** The site administrator makes an account an instructor ('admin') or a student again ('regular'). */
export const UserRoleBodySchema = ClosedObject({
  role: OneOf(['admin', 'regular']),
});

export const EnrollmentSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Enrollment = Static<typeof EnrollmentSchema>;

export const EnrollmentListSchema = Type.Array(EnrollmentSchema);

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') });

/** What the server validates of each call of the domain (../users.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const USER_ROUTE_SCHEMAS = {
  ...servedBy('users/me', { getMe: { answer: { 200: UserSchema } } }),
  ...servedBy('users', { getUser: { params: IdParamsSchema, answer: { 200: UserSchema } } }),
  ...servedBy('admin/users/enrollments', { getUserEnrollments: { params: IdParamsSchema, answer: { 200: EnrollmentListSchema } } }),
} satisfies Record<keyof typeof USER_ROUTES, RouteSchemas>;
