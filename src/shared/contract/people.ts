import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  CreateEnrollmentsBodySchema,
  DashboardSchema,
  EnrollmentDetailSchema,
  UserListQuerySchema,
  UserPageSchema,
} from './schemas/people';

export type UserListQuery = Static<typeof UserListQuerySchema>;
export type UserPage = Static<typeof UserPageSchema>;
export type EnrollmentDetail = Static<typeof EnrollmentDetailSchema>;
export type CreateEnrollmentsBody = Static<typeof CreateEnrollmentsBodySchema>;
export type Dashboard = Static<typeof DashboardSchema>;

/** The schema itself, as a type only: the browser types the answer with `Static<typeof …>`. */
export type { CreateEnrollmentsAnswerSchema } from './schemas/people';

/** People and enrollments, and the dashboard that counts them. */
export const PEOPLE_ROUTES = {
  getUsers: route('GET', '/admin/users'),
  approveUser: route('POST', '/admin/users/:id/approve'),
  updateUserRole: route('PATCH', '/admin/users/:id'),
  rejectUser: route('POST', '/admin/users/:id/reject'),
  getEnrollments: route('GET', '/admin/enrollments'),
  createEnrollment: route('POST', '/admin/enrollments'),
  deleteEnrollment: route('DELETE', '/admin/enrollments/:id'),
  getDashboard: route('GET', '/admin/dashboard'),
} as const;
