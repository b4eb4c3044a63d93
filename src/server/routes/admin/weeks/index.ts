import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { ErrorCode, IdParamsSchema } from '../../../../shared/contract/common';
import {
  ConfirmedQuerySchema,
  CourseIdParamsSchema,
  type WeekBody,
  WeekBodySchema,
  WeekListSchema,
  WeekSchema,
} from '../../../../shared/contract/courses';
import { toWeekDto } from '../../../courses/dto';
import { violatedUniqueConstraint } from '../../../db/errors';
import { courses, weeks } from '../../../db/schema';
import { conflict, HttpError, notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';

function checkDates(body: WeekBody): void {
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
    const message = 'The week cannot end before it starts.';
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', message, {
      ends_on: message,
    });
  }
}

/** Turns the unique (course, week number) index into the sentence the form shows. */
async function savingWeek<T>(weekNumber: number, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'weeks_course_number_key') throw error;
    const message = `Week ${weekNumber} already exists in this course.`;
    throw conflict(message, { week_number: message });
  }
}

/** Weeks of a course, and one week by id (spec section 7: GET /admin/weeks/{id}). */
const adminWeeks: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/courses/:courseId/weeks',
    { config: admin, schema: { params: CourseIdParamsSchema, response: { 200: WeekListSchema } } },
    async (request) => {
      const [course] = await app.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, request.params.courseId));
      if (!course) throw notFound('That course');
      const rows = await app.db
        .select()
        .from(weeks)
        .where(eq(weeks.courseId, course.id))
        .orderBy(asc(weeks.weekNumber));
      return rows.map((row) => toWeekDto(row));
    },
  );

  app.post(
    '/courses/:courseId/weeks',
    {
      config: admin,
      schema: { params: CourseIdParamsSchema, body: WeekBodySchema, response: { 201: WeekSchema } },
    },
    async (request, reply) => {
      checkDates(request.body);
      const [course] = await app.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, request.params.courseId));
      if (!course) throw notFound('That course');
      const { week_number, title, starts_on, ends_on } = request.body;
      const [week] = await savingWeek(week_number, () =>
        app.db
          .insert(weeks)
          .values({
            courseId: course.id,
            weekNumber: week_number,
            title: title?.trim() ?? '',
            startsOn: starts_on ?? null,
            endsOn: ends_on ?? null,
          })
          .returning(),
      );
      return reply.status(201).send(toWeekDto(week));
    },
  );

  app.get(
    '/weeks/:id',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: WeekSchema } } },
    async (request) => {
      const [week] = await app.db.select().from(weeks).where(eq(weeks.id, request.params.id));
      if (!week) throw notFound('That week');
      return toWeekDto(week);
    },
  );

  app.put(
    '/weeks/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: WeekBodySchema, response: { 200: WeekSchema } },
    },
    async (request) => {
      checkDates(request.body);
      const { week_number, title, starts_on, ends_on } = request.body;
      const [week] = await savingWeek(week_number, () =>
        app.db
          .update(weeks)
          .set({
            weekNumber: week_number,
            ...(title === undefined ? {} : { title: title.trim() }),
            ...(starts_on === undefined ? {} : { startsOn: starts_on }),
            ...(ends_on === undefined ? {} : { endsOn: ends_on }),
            updatedAt: new Date(),
          })
          .where(eq(weeks.id, request.params.id))
          .returning(),
      );
      if (!week) throw notFound('That week');
      return toWeekDto(week);
    },
  );

  app.delete(
    '/weeks/:id',
    { config: admin, schema: { params: IdParamsSchema, querystring: ConfirmedQuerySchema } },
    async (request, reply) => {
      await refuseUnconfirmedLoss(app.db, { week: request.params.id }, request.query.confirmed);
      const [deleted] = await app.db
        .delete(weeks)
        .where(eq(weeks.id, request.params.id))
        .returning({ id: weeks.id });
      if (!deleted) throw notFound('That week');
      return reply.status(204).send();
    },
  );
};

export default adminWeeks;
