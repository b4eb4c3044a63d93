import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serve } from '../serve';

/** Spec section 7: GET /student/grades, the student's released grades. */
const studentGrades: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getStudentGrades', { access: 'student' }, async (request) =>
    app.releasedGrades(request.account!.id),
  );
};

export default studentGrades;
