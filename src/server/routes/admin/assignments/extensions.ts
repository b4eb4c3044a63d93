import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findAssignment } from '../../../courses/assignment-store';
import { isEnrolledFor, removeExtension, setExtension } from '../../../courses/due-dates';
import { notFound } from '../../../errors';
import { serve } from '../../serve';

/** PUT and DELETE /api/admin/assignments/{id}/extensions/{userId}: one student's own due date. */
const assignmentExtensions: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  // An extension is one student's own due date: their essay is late only after it.
  serve(app, 'setExtension', admin, async (request) => {
    const assignment = await findAssignment(app.db, request.params.id);
    if (!assignment) throw notFound('That assignment');
    if (!(await isEnrolledFor(app.db, assignment, request.params.userId))) throw notFound('That student');
    return setExtension(app.db, assignment.id, request.params.userId, new Date(request.body.due_at));
  });

  serve(app, 'deleteExtension', admin, async (request, reply) => {
    if (!(await removeExtension(app.db, request.params.id, request.params.userId)))
      throw notFound('That extension');
    return reply.status(204).send();
  });
};

export default assignmentExtensions;
