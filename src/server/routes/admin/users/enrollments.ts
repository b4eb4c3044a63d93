import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { visibleCourseIds } from '../../../auth/course-staff';
import { toEnrollmentDto } from '../../../enrollments/dto';
import { listEnrollmentsOfUser } from '../../../enrollments/enrollment-store';
import { serve } from '../../serve';

/** GET /api/admin/users/:id/enrollments: an admin, or the user reading their own (spec section 7). */
const userEnrollments: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getUserEnrollments', { access: 'selfOrAdmin' }, async (request) => {
    const account = request.account!;
    const rows = await listEnrollmentsOfUser(app.db, request.params.id);
    // An instructor reads another person's enrolments in their own courses only.
    const own = account.role !== 'admin' || account.id === request.params.id;
    const visible = own ? null : await visibleCourseIds(app.db, account);
    return rows.filter((row) => visible === null || visible.includes(row.courseId)).map(toEnrollmentDto);
  });
};

export default userEnrollments;
