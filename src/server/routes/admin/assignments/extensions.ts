import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { findAssignmentWithWeek } from '../../../courses/assignment-store';
import { removeExtension, setExtension } from '../../../courses/due-dates';
import { isEnrolled } from '../../../enrollments/enrollment-store';
import { mustFind, notFound } from '../../../errors';
import { serve } from '../../serve';

/** PUT and DELETE /api/admin/assignments/{id}/extensions/{userId}: one student's own due date. */
const assignmentExtensions: FastifyPluginAsyncTypebox = async (app) => {
  // An extension is one student's own due date: their essay is late only after it.
  serve(app, 'setExtension', staffOf('assignment', 'id', 'edit'), async (request) => {
    const found = mustFind(await findAssignmentWithWeek(app.db, request.params.id), 'That assignment');
    const { userId } = request.params;
    if (!(await isEnrolled(app.db, userId, found.week.courseId))) throw notFound('That student');
    return setExtension(app.db, found.assignment.id, userId, new Date(request.body.due_at));
  });

  serve(app, 'deleteExtension', staffOf('assignment', 'id', 'edit'), async (request, reply) => {
    if (!(await removeExtension(app.db, request.params.id, request.params.userId)))
      throw notFound('That extension');
    return reply.status(204).send();
  });
};

export default assignmentExtensions;
