import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '../../../shared/contract/common';
import { UserSchema } from '../../../shared/contract/users';
import { findUserById, toUserDto } from '../../accounts/users';
import { notFound } from '../../errors';

/** /api/users: an account's own record, or any record for an admin. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    { config: { access: 'signedIn' }, schema: { response: { 200: UserSchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.account!.id);
      if (!user) throw notFound('Your account');
      return toUserDto(user);
    },
  );

  app.get(
    '/:id',
    { config: { access: 'selfOrAdmin' }, schema: { params: IdParamsSchema, response: { 200: UserSchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound('That user');
      return toUserDto(user);
    },
  );
};

export default usersRoutes;
