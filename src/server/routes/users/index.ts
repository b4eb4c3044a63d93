import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserById } from '../../accounts/user-store';
import { toUserDto } from '../../accounts/users';
import { mustFind } from '../../errors';
import { serve } from '../serve';

/** GET /api/users/{id}: an account's own record, or any record for an admin. */
const user: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getUser', { access: 'selfOrAdmin' }, async (request) => {
    const found = mustFind(await findUserById(app.db, request.params.id), 'That user');
    return toUserDto(found);
  });
};

export default user;
