import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { courseExists } from '../../../courses/course-store';
import { toWeekDto } from '../../../courses/dto';
import { checkWeekDates, savingWeek } from '../../../courses/week-input';
import { insertWeek, listWeeksOfCourse } from '../../../courses/week-store';
import { notFound } from '../../../errors';
import { serve } from '../../serve';

/** The weeks of a course, and a new one (spec section 7: /admin/courses/{courseId}/weeks). */
const courseWeeks: FastifyPluginAsyncTypebox = async (app) => {
  const course = (need: 'view' | 'edit') =>
    ({ access: 'admin', staff: { kind: 'course', param: 'courseId', need } }) as const;

  serve(app, 'getCourseWeeks', course('view'), async (request) => {
    const { courseId } = request.params;
    if (!(await courseExists(app.db, courseId))) throw notFound('That course');
    return (await listWeeksOfCourse(app.db, courseId)).map((row) => toWeekDto(row));
  });

  serve(app, 'createWeek', course('edit'), async (request, reply) => {
    checkWeekDates(request.body);
    const { courseId } = request.params;
    if (!(await courseExists(app.db, courseId))) throw notFound('That course');
    const { week_number, title, starts_on, ends_on } = request.body;
    const week = await savingWeek(week_number, () =>
      insertWeek(app.db, courseId, {
        weekNumber: week_number,
        title: title?.trim() ?? '',
        startsOn: starts_on ?? null,
        endsOn: ends_on ?? null,
      }),
    );
    return reply.status(201).send(toWeekDto(week));
  });
};

export default courseWeeks;
