import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import { staffOf } from '../../../../auth/course-staff';
import { toLessonDto } from '../../../../courses/content-dto';
import { listLessonsOfWeek, setLessonOrder } from '../../../../courses/lesson-store';
import { weekExists } from '../../../../courses/week-store';
import { HttpError, notFound } from '../../../../errors';
import { serve } from '../../../serve';

/** PUT /api/admin/weeks/{id}/lessons/order: the week's lessons in a new order, every one of them. */
const lessonOrder: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'reorderLessons', staffOf('week', 'id', 'edit'), async (request) => {
    const weekId = request.params.id;
    if (!(await weekExists(app.db, weekId))) throw notFound('That week');
    const current = await listLessonsOfWeek(app.db, weekId);
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
    await setLessonOrder(app.db, weekId, wanted);
    return (await listLessonsOfWeek(app.db, weekId)).map(toLessonDto);
  });
};

export default lessonOrder;
