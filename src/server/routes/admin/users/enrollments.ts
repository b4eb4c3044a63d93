import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../../shared/contract/common';
import { EnrollmentListSchema } from '../../../../shared/contract/users';
import { courses, enrollments } from '../../../db/schema';

/** GET /api/admin/users/:id/enrollments: an admin, or the user reading their own (spec section 7). */
const userEnrollments: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/enrollments',
    {
      config: { access: 'selfOrAdmin' },
      schema: { params: IdParamsSchema, response: { 200: EnrollmentListSchema } },
    },
    async (request) => {
      const rows = await app.db
        .select({
          id: enrollments.id,
          userId: enrollments.userId,
          courseId: enrollments.courseId,
          courseTitle: courses.title,
          createdAt: enrollments.createdAt,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, request.params.id))
        .orderBy(asc(enrollments.id));
      return rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        course_id: row.courseId,
        course_title: row.courseTitle,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};

export default userEnrollments;
