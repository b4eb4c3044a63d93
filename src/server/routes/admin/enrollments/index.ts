import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { ErrorCode, IdParamsSchema } from '../../../../shared/contract/common';
import {
  CreateEnrollmentsAnswerSchema,
  CreateEnrollmentsBodySchema,
  EnrollmentDetailListSchema,
  EnrollmentQuerySchema,
} from '../../../../shared/contract/people';
import type { Database } from '../../../db/client';
import { courses, enrollments, users } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';

function selectDetails(db: Database, where?: SQL) {
  return db
    .select({
      id: enrollments.id,
      user_id: enrollments.userId,
      course_id: enrollments.courseId,
      course_title: courses.title,
      created: enrollments.createdAt,
      username: users.username,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(where)
    .orderBy(asc(courses.title), asc(users.username));
}

const toDetail = ({ created, ...row }: Awaited<ReturnType<typeof selectDetails>>[number]) => ({
  ...row,
  created_at: created.toISOString(),
});

/** /api/admin/enrollments: who is in which course, enrolled one or many at a time. */
const adminEnrollments: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/',
    {
      config: admin,
      schema: { querystring: EnrollmentQuerySchema, response: { 200: EnrollmentDetailListSchema } },
    },
    async (request) => {
      const filters: SQL[] = [];
      if (request.query.course_id) filters.push(eq(enrollments.courseId, request.query.course_id));
      if (request.query.user_id) filters.push(eq(enrollments.userId, request.query.user_id));
      return (await selectDetails(app.db, filters.length ? and(...filters) : undefined)).map(toDetail);
    },
  );

  app.post(
    '/',
    {
      config: admin,
      schema: { body: CreateEnrollmentsBodySchema, response: { 201: CreateEnrollmentsAnswerSchema } },
    },
    async (request, reply) => {
      const { course_id: courseId } = request.body;
      const userIds = [...new Set(request.body.user_ids)];
      const [course] = await app.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!course) throw notFound('That course');
      const students = await app.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(inArray(users.id, userIds));
      const missing = userIds.filter(
        (id) => !students.some((student) => student.id === id && student.role === 'regular'),
      );
      if (missing.length) {
        throw new HttpError(
          400,
          ErrorCode.validationFailed,
          'Only existing students can be enrolled.',
          `Not a student: ${missing.join(', ')}.`,
          {
            user_ids: 'Only existing students can be enrolled.',
          },
        );
      }
      const inserted = await app.db
        .insert(enrollments)
        .values(userIds.map((userId) => ({ userId, courseId })))
        .onConflictDoNothing()
        .returning({ id: enrollments.id, userId: enrollments.userId });
      const created = inserted.length
        ? (
            await selectDetails(
              app.db,
              inArray(
                enrollments.id,
                inserted.map((row) => row.id),
              ),
            )
          ).map(toDetail)
        : [];
      const alreadyEnrolled = userIds.filter((id) => !inserted.some((row) => row.userId === id));
      return reply.status(201).send({ created, already_enrolled: alreadyEnrolled });
    },
  );

  app.delete('/:id', { config: admin, schema: { params: IdParamsSchema } }, async (request, reply) => {
    const [deleted] = await app.db
      .delete(enrollments)
      .where(eq(enrollments.id, request.params.id))
      .returning({ id: enrollments.id });
    if (!deleted) throw notFound('That enrollment');
    return reply.status(204).send();
  });
};

export default adminEnrollments;
