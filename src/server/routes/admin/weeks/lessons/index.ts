import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../../auth/course-staff';
import { cleanRichHtml } from '../../../../content/clean-html';
import { titleOf } from '../../../../content/title';
import { toLessonDto } from '../../../../courses/content-dto';
import { insertLesson, listLessonsOfWeek } from '../../../../courses/lesson-store';
import { weekExists } from '../../../../courses/week-store';
import { notFound } from '../../../../errors';
import { serve } from '../../../serve';

/**
 * The lessons of a week, and a new one: rich HTML is sanitised before it is stored (design: security
 * baseline), off the request thread.
 */
const weekLessons: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getWeekLessons', staffOf('week', 'id', 'view'), async (request) => {
    if (!(await weekExists(app.db, request.params.id))) throw notFound('That week');
    return (await listLessonsOfWeek(app.db, request.params.id)).map(toLessonDto);
  });

  serve(app, 'createLesson', staffOf('week', 'id', 'edit'), async (request, reply) => {
    if (!(await weekExists(app.db, request.params.id))) throw notFound('That week');
    const lesson = await insertLesson(app.db, request.params.id, {
      title: titleOf(request.body.title),
      contentHtml: await cleanRichHtml(app.sanitizer, request.body.content_html, 'content_html'),
    });
    return reply.status(201).send(toLessonDto(lesson));
  });
};

export default weekLessons;
