import { type Static, Type } from 'typebox';
import type { PEOPLE_ROUTES } from '../people';
import {
  ClosedObject,
  IdParamsSchema,
  OneOf,
  PageFields,
  PageQueryFields,
  type RouteSchemas,
  servedBy,
} from './common';
import { EnrollmentSchema, UserRoleBodySchema, UserSchema } from './users';

export const UserListQuerySchema = ClosedObject({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(OneOf(['admin', 'regular'])),
  status: Type.Optional(OneOf(['pending', 'approved', 'rejected'])),
  verified: Type.Optional(Type.Boolean()),
  sort: Type.Optional(OneOf(['username', 'email', 'created_at', 'status', 'role'])),
  order: Type.Optional(OneOf(['asc', 'desc'])),
  ...PageQueryFields,
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

export const UserPageSchema = Type.Object({
  ...PageFields(UserSchema),
  /** Whether the reader is the site administrator, who sees everyone and may change a role. */
  site_admin: Type.Boolean(),
});
export type UserPage = Static<typeof UserPageSchema>;

export const EnrollmentQuerySchema = ClosedObject({
  course_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const EnrollmentDetailSchema = Type.Object({
  ...EnrollmentSchema.properties,
  username: Type.String(),
  display_name: Type.String(),
  email: Type.String(),
});
export type EnrollmentDetail = Static<typeof EnrollmentDetailSchema>;

export const EnrollmentDetailListSchema = Type.Array(EnrollmentDetailSchema);

export const CreateEnrollmentsBodySchema = ClosedObject({
  course_id: Type.Integer({ minimum: 1 }),
  user_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
});
export type CreateEnrollmentsBody = Static<typeof CreateEnrollmentsBodySchema>;

export const CreateEnrollmentsAnswerSchema = Type.Object({
  created: Type.Array(EnrollmentDetailSchema),
  /** Students who were already enrolled in the course. */
  already_enrolled: Type.Array(Type.Integer()),
});
export type CreateEnrollmentsAnswer = Static<typeof CreateEnrollmentsAnswerSchema>;

export const DashboardSchema = Type.Object({
  /**
   * Whether the reader is the site administrator, whose numbers cover the whole school; an instructor's
   * cover their courses, their colleagues and their students.
   */
  site_admin: Type.Boolean(),
  users: Type.Object({
    total: Type.Integer(),
    admins: Type.Integer(),
    students: Type.Integer(),
    pending: Type.Integer(),
    unverified: Type.Integer(),
    rejected: Type.Integer(),
  }),
  courses: Type.Integer(),
  enrollments: Type.Integer(),
  /** Latest essays whose feedback is not yet released. */
  submissions_awaiting_review: Type.Integer(),
  recent_signups: Type.Array(UserSchema),
});
export type Dashboard = Static<typeof DashboardSchema>;

/** What the server validates of each call of the domain (../people.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const PEOPLE_ROUTE_SCHEMAS = {
  ...servedBy('admin/users', {
    getUsers: { querystring: UserListQuerySchema, answer: { 200: UserPageSchema } },
    updateUserRole: { params: IdParamsSchema, body: UserRoleBodySchema, answer: { 200: UserSchema } },
  }),
  ...servedBy('admin/users/decisions', {
    approveUser: { params: IdParamsSchema, answer: { 200: UserSchema } },
    rejectUser: { params: IdParamsSchema, answer: { 200: UserSchema } },
  }),
  ...servedBy('admin/enrollments', {
    getEnrollments: { querystring: EnrollmentQuerySchema, answer: { 200: EnrollmentDetailListSchema } },
    createEnrollment: { body: CreateEnrollmentsBodySchema, answer: { 201: CreateEnrollmentsAnswerSchema } },
    deleteEnrollment: { params: IdParamsSchema },
  }),
  ...servedBy('admin/dashboard', { getDashboard: { answer: { 200: DashboardSchema } } }),
} satisfies Record<keyof typeof PEOPLE_ROUTES, RouteSchemas>;
