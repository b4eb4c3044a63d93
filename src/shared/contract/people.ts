import { route } from './route-spec';

export type * from './schemas/people';

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
