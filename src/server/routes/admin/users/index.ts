import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listUsers, setUserRole } from '../../../accounts/user-store';
import { toUserDto } from '../../../accounts/users';
import { OWN, SITE, visibleCourseIds } from '../../../auth/course-staff';
import { conflict, mustFind } from '../../../errors';
import { serve } from '../../serve';

/** GET /api/admin/users: people, searched, filtered, sorted and paged; PATCH …/{id}: an account's role. */
const people: FastifyPluginAsyncTypebox = async (app) => {
  // An instructor sees their colleagues and their own students; the site administrator, everyone.
  serve(app, 'getUsers', OWN, async (request) => {
    const { sort = 'created_at', order = 'desc', page = 1, page_size = 25 } = request.query;
    const courseIds = await visibleCourseIds(app.db, request.account!);
    const { rows, total } = await listUsers(
      app.db,
      { ...request.query, sort, order, page, page_size },
      courseIds,
    );
    return { items: rows.map(toUserDto), total, page, page_size, site_admin: courseIds === null };
  });

  // The site administrator makes instructors; their own role stays, so the school always has one.
  serve(app, 'updateUserRole', SITE, async (request) => {
    if (request.params.id === request.account!.id) {
      throw conflict('You cannot change the role of your own account.');
    }
    const user = mustFind(await setUserRole(app.db, request.params.id, request.body.role), 'That user');
    request.log.info({ userId: user.id, role: user.role }, 'account role changed');
    return toUserDto(user);
  });
};

export default people;
