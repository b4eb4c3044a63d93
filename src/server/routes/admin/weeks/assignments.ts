import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { assignmentColumns } from '../../../courses/assignment-input';
import { insertAssignment, listAssignmentsOfWeek } from '../../../courses/assignment-store';
import { toAssignmentDto } from '../../../courses/content-dto';
import { weekExists } from '../../../courses/week-store';
import { notFound } from '../../../errors';
import { serve } from '../../serve';

/** The essay assignments of a week, and a new one. */
const weekAssignments: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getWeekAssignments', staffOf('week', 'id', 'view'), async (request) => {
    if (!(await weekExists(app.db, request.params.id))) throw notFound('That week');
    return (await listAssignmentsOfWeek(app.db, request.params.id)).map(toAssignmentDto);
  });

  serve(app, 'createAssignment', staffOf('week', 'id', 'edit'), async (request, reply) => {
    const columns = await assignmentColumns(request.body, app.sanitizer);
    if (!(await weekExists(app.db, request.params.id))) throw notFound('That week');
    const assignment = await insertAssignment(app.db, request.params.id, columns);
    return reply.status(201).send(toAssignmentDto(assignment));
  });
};

export default weekAssignments;
