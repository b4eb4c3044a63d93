import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { IdParamsSchema } from '../../../../shared/contract/common';
import {
  ConfirmedQuerySchema,
  type Course,
  CourseBodySchema,
  CourseDetailSchema,
  CourseListSchema,
  CourseSchema,
} from '../../../../shared/contract/courses';
import { titleOf } from '../../../content/title';
import { toCourseDto, toWeekDto } from '../../../courses/dto';
import { EVERYONE, ReadCache } from '../../../db/read-cache';
import { courses, weeks } from '../../../db/schema';
import { notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';

/** /api/admin/courses: the instructor's course CRUD (spec section 7). */
const adminCourses: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  const courseList = new ReadCache<Course[]>(app.changes, { tables: ['courses'] });
  app.get('/', { config: admin, schema: { response: { 200: CourseListSchema } } }, async () =>
    courseList.get(EVERYONE, 'all', async () => {
      const rows = await app.db.select().from(courses).orderBy(asc(courses.title), asc(courses.id));
      return rows.map(toCourseDto);
    }),
  );

  app.get(
    '/:id',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: CourseDetailSchema } } },
    async (request) => {
      const [course] = await app.db.select().from(courses).where(eq(courses.id, request.params.id));
      if (!course) throw notFound('That course');
      const courseWeeks = await app.db
        .select()
        .from(weeks)
        .where(eq(weeks.courseId, course.id))
        .orderBy(asc(weeks.weekNumber));
      return { ...toCourseDto(course), weeks: courseWeeks.map((week) => toWeekDto(week)) };
    },
  );

  app.post(
    '/',
    { config: admin, schema: { body: CourseBodySchema, response: { 201: CourseSchema } } },
    async (request, reply) => {
      const [course] = await app.db
        .insert(courses)
        .values({ title: titleOf(request.body.title), description: request.body.description ?? '' })
        .returning();
      return reply.status(201).send(toCourseDto(course));
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: CourseBodySchema, response: { 200: CourseSchema } },
    },
    async (request) => {
      const [course] = await app.db
        .update(courses)
        .set({
          title: titleOf(request.body.title),
          ...(request.body.description === undefined ? {} : { description: request.body.description }),
          updatedAt: new Date(),
        })
        .where(eq(courses.id, request.params.id))
        .returning();
      if (!course) throw notFound('That course');
      return toCourseDto(course);
    },
  );

  // Essays are students' work: deleting a course that holds some needs an explicit confirmation.
  app.delete(
    '/:id',
    { config: admin, schema: { params: IdParamsSchema, querystring: ConfirmedQuerySchema } },
    async (request, reply) => {
      await refuseUnconfirmedLoss(app.db, { course: request.params.id }, request.query.confirmed);
      const [deleted] = await app.db
        .delete(courses)
        .where(eq(courses.id, request.params.id))
        .returning({ id: courses.id });
      if (!deleted) throw notFound('That course');
      return reply.status(204).send();
    },
  );
};

export default adminCourses;
