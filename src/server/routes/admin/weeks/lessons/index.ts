import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCode, IdParamsSchema } from '../../../../shared/contract/common';
import {
  LessonBodySchema,
  LessonListSchema,
  LessonOrderSchema,
  LessonSchema,
} from '../../../../shared/contract/content';
import { cleanRichHtml } from '../../../content/clean-html';
import { titleOf } from '../../../content/title';
import { toLessonDto } from '../../../courses/content-dto';
import { lessons } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';
import { requireWeek } from '../week-exists';

/**
 * Lessons of a week: rich HTML is sanitised before it is stored (design: security baseline), off the
 * request thread.
 */
const adminLessons: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;
  const ofWeek = (weekId: number) =>
    app.db
      .select()
      .from(lessons)
      .where(eq(lessons.weekId, weekId))
      .orderBy(asc(lessons.position), asc(lessons.id));

  app.get(
    '/weeks/:id/lessons',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: LessonListSchema } } },
    async (request) => {
      await requireWeek(app.db, request.params.id);
      return (await ofWeek(request.params.id)).map(toLessonDto);
    },
  );

  app.post(
    '/weeks/:id/lessons',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: LessonBodySchema, response: { 201: LessonSchema } },
    },
    async (request, reply) => {
      await requireWeek(app.db, request.params.id);
      const [lesson] = await app.db
        .insert(lessons)
        .values({
          weekId: request.params.id,
          title: titleOf(request.body.title),
          contentHtml: await cleanRichHtml(app.sanitizer, request.body.content_html, 'content_html'),
          // New lessons go last.
          position: sql`(select coalesce(max(${lessons.position}) + 1, 0) from ${lessons} where ${lessons.weekId} = ${request.params.id})`,
        })
        .returning();
      return reply.status(201).send(toLessonDto(lesson));
    },
  );

  app.put(
    '/weeks/:id/lessons/order',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: LessonOrderSchema, response: { 200: LessonListSchema } },
    },
    async (request) => {
      await requireWeek(app.db, request.params.id);
      const current = await ofWeek(request.params.id);
      const wanted = request.body.lesson_ids;
      const same =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        current.every((lesson) => wanted.includes(lesson.id));
      if (!same) {
        throw new HttpError(
          400,
          ErrorCode.validationFailed,
          'The new order must list every lesson of the week exactly once.',
        );
      }
      await app.db.transaction(async (tx) => {
        for (const [position, id] of wanted.entries()) {
          await tx
            .update(lessons)
            .set({ position })
            .where(and(eq(lessons.id, id), eq(lessons.weekId, request.params.id)));
        }
      });
      return (await ofWeek(request.params.id)).map(toLessonDto);
    },
  );

  app.get(
    '/lessons/:id',
    { config: admin, schema: { params: IdParamsSchema, response: { 200: LessonSchema } } },
    async (request) => {
      const [lesson] = await app.db.select().from(lessons).where(eq(lessons.id, request.params.id));
      if (!lesson) throw notFound('That lesson');
      return toLessonDto(lesson);
    },
  );

  app.put(
    '/lessons/:id',
    {
      config: admin,
      schema: { params: IdParamsSchema, body: LessonBodySchema, response: { 200: LessonSchema } },
    },
    async (request) => {
      const [lesson] = await app.db
        .update(lessons)
        .set({
          title: titleOf(request.body.title),
          contentHtml: await cleanRichHtml(app.sanitizer, request.body.content_html, 'content_html'),
          updatedAt: new Date(),
        })
        .where(eq(lessons.id, request.params.id))
        .returning();
      if (!lesson) throw notFound('That lesson');
      return toLessonDto(lesson);
    },
  );

  app.delete(
    '/lessons/:id',
    { config: admin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const [deleted] = await app.db
        .delete(lessons)
        .where(eq(lessons.id, request.params.id))
        .returning({ id: lessons.id });
      if (!deleted) throw notFound('That lesson');
      return reply.status(204).send();
    },
  );
};

export default adminLessons;
