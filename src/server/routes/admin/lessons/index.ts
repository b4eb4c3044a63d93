import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { cleanRichHtml } from '../../../content/clean-html';
import { titleOf } from '../../../content/title';
import { toLessonDto } from '../../../courses/content-dto';
import { deleteLesson, findLesson, updateLesson } from '../../../courses/lesson-store';
import { mustFind, notFound } from '../../../errors';
import { serve } from '../../serve';

/** One lesson by id; rich HTML is sanitised before it is stored, off the request thread. */
const adminLesson: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getLesson', staffOf('lesson', 'id', 'view'), async (request) => {
    const lesson = mustFind(await findLesson(app.db, request.params.id), 'That lesson');
    return toLessonDto(lesson);
  });

  serve(app, 'updateLesson', staffOf('lesson', 'id', 'edit'), async (request) => {
    const lesson = mustFind(
      await updateLesson(app.db, request.params.id, {
        title: titleOf(request.body.title),
        contentHtml: await cleanRichHtml(app.sanitizer, request.body.content_html, 'content_html'),
      }),
      'That lesson',
    );
    return toLessonDto(lesson);
  });

  serve(app, 'deleteLesson', staffOf('lesson', 'id', 'edit'), async (request, reply) => {
    if (!(await deleteLesson(app.db, request.params.id))) throw notFound('That lesson');
    return reply.status(204).send();
  });
};

export default adminLesson;
