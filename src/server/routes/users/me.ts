import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserById } from '../../accounts/user-store';
import { toUserDto } from '../../accounts/users';
import { mustFind } from '../../errors';
import { serve } from '../serve';

/** GET /api/users/me: the signed-in account's own record. */
const me: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getMe', { access: 'signedIn' }, async (request) => {
    const user = mustFind(await findUserById(app.db, request.account!.id), 'Your account');
    return toUserDto(user);
  });
};

export default me;
