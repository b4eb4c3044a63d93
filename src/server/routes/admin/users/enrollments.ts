import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toEnrollmentDto } from '../../../enrollments/dto';
import { listEnrollmentsOfUser } from '../../../enrollments/enrollment-store';
import { serve } from '../../serve';

/** GET /api/admin/users/:id/enrollments: an admin, or the user reading their own (spec section 7). */
const userEnrollments: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getUserEnrollments', { access: 'selfOrAdmin' }, async (request) =>
    (await listEnrollmentsOfUser(app.db, request.params.id)).map(toEnrollmentDto),
  );
};

export default userEnrollments;
