import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { joinWithCode } from '../../courses/join-codes';
import { serve } from '../serve';

/**
 * POST /api/student/join: a signed-in person joins a course with its code. Open to pending and
 * unverified accounts, since joining is how a new student gets in: a pending account is approved by it
 * where the course allows, and an unverified one joins once its e-mail is verified.
 */
const joinCourse: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'joinCourse', { access: 'signedIn', rateLimit: app.limits.joins }, async (request) => {
    const account = request.account!;
    const answer = await joinWithCode(app.db, account, request.body.code);
    request.log.info(
      { userId: account.id, courseId: answer.course_id, outcome: answer.outcome },
      'joined by code',
    );
    return answer;
  });
};

export default joinCourse;
