import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { toWeekDto } from '../../../courses/dto';
import { checkWeekDates, savingWeek } from '../../../courses/week-input';
import { deleteWeek, findWeek, updateWeek } from '../../../courses/week-store';
import { mustFind, notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';
import { serve } from '../../serve';

/** One week by id (spec section 7: GET /admin/weeks/{id}), changed or deleted. */
const adminWeek: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getWeek', staffOf('week', 'id', 'view'), async (request) => {
    const week = mustFind(await findWeek(app.db, request.params.id), 'That week');
    return toWeekDto(week);
  });

  serve(app, 'updateWeek', staffOf('week', 'id', 'edit'), async (request) => {
    checkWeekDates(request.body);
    const { week_number, title, starts_on, ends_on } = request.body;
    const week = mustFind(
      await savingWeek(week_number, () =>
        updateWeek(app.db, request.params.id, {
          weekNumber: week_number,
          ...(title === undefined ? {} : { title: title.trim() }),
          ...(starts_on === undefined ? {} : { startsOn: starts_on }),
          ...(ends_on === undefined ? {} : { endsOn: ends_on }),
        }),
      ),
      'That week',
    );
    return toWeekDto(week);
  });

  serve(app, 'deleteWeek', staffOf('week', 'id', 'edit'), async (request, reply) => {
    await refuseUnconfirmedLoss(app.db, { week: request.params.id }, request.query.confirmed);
    if (!(await deleteWeek(app.db, request.params.id))) throw notFound('That week');
    return reply.status(204).send();
  });
};

export default adminWeek;
