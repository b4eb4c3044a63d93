import type { Static } from 'typebox';
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
