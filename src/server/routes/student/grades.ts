import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReleasedGradesReader } from '../../submissions/grade-store';
import { serve } from '../serve';

/** Spec section 7: GET /student/grades, the student's released grades. */
const studentGrades: FastifyPluginAsyncTypebox<{ releasedOf: ReleasedGradesReader }> = async (
  app,
  { releasedOf },
) => {
  serve(app, 'getStudentGrades', { access: 'student' }, async (request) => releasedOf(request.account!.id));
};

export default studentGrades;
