import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StaffNeed } from '../../../auth/course-staff';
import { listStaff, putStaff, removeStaff } from '../../../courses/staff-store';
import { mustFind, notFound } from '../../../errors';
import { serve } from '../../serve';

/**
 * /api/admin/courses/{id}/staff: the people who teach a course with its creator. Any of them sees the
 * list; only its instructors (and the site administrator) change it.
 */
const courseStaff: FastifyPluginAsyncTypebox = async (app) => {
  const course = (need: StaffNeed) =>
    ({ access: 'admin', staff: { kind: 'course', param: 'id', need } }) as const;

  serve(app, 'getCourseStaff', course('view'), async (request) => listStaff(app.db, request.params.id));

  serve(app, 'addCourseStaff', course('manage'), async (request, reply) => {
    const { user_id, role } = request.body;
    const member = mustFind(await putStaff(app.db, request.params.id, user_id, role), 'That person');
    request.log.info({ courseId: request.params.id, userId: user_id, role }, 'course staff changed');
    return reply.status(201).send(member);
  });

  serve(app, 'removeCourseStaff', course('manage'), async (request, reply) => {
    const { id, userId } = request.params;
    if (!(await removeStaff(app.db, id, userId))) throw notFound('That member of staff');
    request.log.info({ courseId: id, userId }, 'course staff member removed');
    return reply.status(204).send();
  });
};

export default courseStaff;
