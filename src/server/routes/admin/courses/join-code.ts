import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { joinOf, makeJoinCode, turnOffJoinCode } from '../../../courses/join-codes';
import { mustFind, notFound } from '../../../errors';
import { serve } from '../../serve';

/** POST and DELETE /api/admin/courses/{id}/join-code: the code students join the course with. */
const joinCode: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin', staff: { kind: 'course', param: 'id', need: 'edit' } } as const;

  // A new code replaces the old one at once: a code shared too widely is stopped by making another.
  serve(app, 'createJoinCode', admin, async (request) => {
    const { approves_pending, keep_code } = request.body;
    const course = mustFind(
      await makeJoinCode(app.db, request.params.id, approves_pending, keep_code),
      'That course',
    );
    return joinOf(course)!;
  });

  serve(app, 'deleteJoinCode', admin, async (request, reply) => {
    if (!(await turnOffJoinCode(app.db, request.params.id))) throw notFound('That course');
    return reply.status(204).send();
  });
};

export default joinCode;
