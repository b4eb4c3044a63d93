import { type Static, Type } from 'typebox';
import { ROLES, USER_STATUSES } from '../rules/account';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  status: Type.Union(USER_STATUSES.map((status) => Type.Literal(status))),
  email_verified: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof UserSchema>;

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
