import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors';
import { hideFromAuthor } from '../../submissions/submission-store';
import { serve } from '../serve';

/** Spec section 7: GET /student/feedback and DELETE /student/feedback/{id}. */
const studentFeedback: FastifyPluginAsyncTypebox = async (app) => {
  const student = { access: 'student' } as const;

  serve(app, 'getStudentFeedback', student, async (request) => {
    const items = await app.releasedGrades(request.account!.id);
    return items.filter((item) => item.feedback?.trim());
  });

  // Hides the entry from the student's lists only: the instructor's grade and feedback stay.
  serve(app, 'deleteStudentFeedback', student, async (request, reply) => {
    if (!(await hideFromAuthor(app.db, request.params.id, request.account!.id)))
      throw notFound('That feedback');
    return reply.status(204).send();
  });
};

export default studentFeedback;
