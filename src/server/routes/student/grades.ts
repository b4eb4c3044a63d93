import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { releasedGradesReader } from '../../submissions/grade-store';
import { serve } from '../serve';

/** Spec section 7: GET /student/grades, the student's released grades. */
const studentGrades: FastifyPluginAsyncTypebox = async (app) => {
  const releasedOf = releasedGradesReader(app.db, app.changes);
  serve(app, 'getStudentGrades', { access: 'student' }, async (request) => releasedOf(request.account!.id));
};

export default studentGrades;
