import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { assignmentColumns } from '../../../courses/assignment-input';
import { deleteAssignment, findAssignment, updateAssignment } from '../../../courses/assignment-store';
import { toAssignmentDto } from '../../../courses/content-dto';
import { mustFind, notFound } from '../../../errors';
import { refuseUnconfirmedLoss } from '../../../submissions/guard-deletion';
import { serve } from '../../serve';

/** One essay assignment by id (spec section 7: GET /admin/assignments/{id} answers id, title, week_id). */
const adminAssignment: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAssignment', staffOf('assignment', 'id', 'view'), async (request) => {
    const assignment = mustFind(await findAssignment(app.db, request.params.id), 'That assignment');
    return toAssignmentDto(assignment);
  });

  serve(app, 'updateAssignment', staffOf('assignment', 'id', 'edit'), async (request) => {
    const columns = await assignmentColumns(request.body, app.sanitizer);
    const assignment = mustFind(
      await updateAssignment(app.db, request.params.id, columns),
      'That assignment',
    );
    return toAssignmentDto(assignment);
  });

  serve(app, 'deleteAssignment', staffOf('assignment', 'id', 'edit'), async (request, reply) => {
    await refuseUnconfirmedLoss(app.db, { assignment: request.params.id }, request.query.confirmed);
    if (!(await deleteAssignment(app.db, request.params.id))) throw notFound('That assignment');
    return reply.status(204).send();
  });
};

export default adminAssignment;
