import { route } from './route-spec';

export type * from './schemas/users';

/** One account as its owner, or an instructor, reads it. */
export const USER_ROUTES = {
  getMe: route('GET', '/users/me'),
  getUser: route('GET', '/users/:id'),
  getUserEnrollments: route('GET', '/admin/users/:id/enrollments'),
} as const;
