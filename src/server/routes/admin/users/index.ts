import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listUsers } from '../../../accounts/user-store';
import { toUserDto } from '../../../accounts/users';
import { serve } from '../../serve';

/** GET /api/admin/users: everyone, searched, filtered, sorted and paged. */
const people: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getUsers', { access: 'admin' }, async (request) => {
    const { sort = 'created_at', order = 'desc', page = 1, page_size = 25 } = request.query;
    const { rows, total } = await listUsers(app.db, { ...request.query, sort, order, page, page_size });
    return { items: rows.map(toUserDto), total, page, page_size };
  });
};

export default people;
