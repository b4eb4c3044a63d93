import type { Static } from 'typebox';
import { route } from './route-spec';
import type { EnrollmentSchema, UserSchema } from './schemas/users';

export type User = Static<typeof UserSchema>;
export type Enrollment = Static<typeof EnrollmentSchema>;

/** One account as its owner, or an instructor, reads it. */
export const USER_ROUTES = {
  getMe: route('GET', '/users/me'),
  getUser: route('GET', '/users/:id'),
  getUserEnrollments: route('GET', '/admin/users/:id/enrollments'),
} as const;
