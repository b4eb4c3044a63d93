import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { IdParamsSchema } from '../../../../shared/contract/common';
import { UserListQuerySchema, UserPageSchema } from '../../../../shared/contract/people';
import { UserSchema } from '../../../../shared/contract/users';
import { toUserDto } from '../../../accounts/users';
import { revokeAllSessions } from '../../../auth/sessions';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';

const sortColumns = {
  username: users.username,
  email: users.email,
  created_at: users.createdAt,
  status: users.status,
  role: users.role,
};

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** /api/admin/users: everyone, searched, filtered, sorted and paged; approval and rejection. */
const people: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/',
    { config: admin, schema: { querystring: UserListQuerySchema, response: { 200: UserPageSchema } } },
    async (request) => {
      const {
        search,
        role,
        status,
        verified,
        sort = 'created_at',
        order = 'desc',
        page = 1,
        page_size = 25,
      } = request.query;
      const filters: SQL[] = [];
      if (search?.trim())
        filters.push(
          or(
            ilike(users.username, likePattern(search.trim())),
            ilike(users.email, likePattern(search.trim())),
          )!,
        );
      if (role) filters.push(eq(users.role, role));
      if (status) filters.push(eq(users.status, status));
      if (verified !== undefined) filters.push(eq(users.emailVerified, verified));
      const where = filters.length ? and(...filters) : undefined;
      const direction = order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(sortColumns[sort]), direction(users.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toUserDto), total: Number(total), page, page_size };
    },
  );

  const decide =
    (decision: 'approved' | 'rejected') =>
    async (request: { params: { id: number }; account: { id: number } | null }) => {
      if (request.params.id === request.account?.id) {
        throw new HttpError(409, 'CONFLICT', 'You cannot change the status of your own account.');
      }
      const [user] = await app.db
        .update(users)
        .set({ status: decision, updatedAt: new Date() })
        .where(eq(users.id, request.params.id))
        .returning();
      if (!user) throw notFound('That user');
      // A declined account is signed out everywhere at once, not when its tokens run out.
      if (decision === 'rejected') await revokeAllSessions(app.db, user.id);
      const text =
        decision === 'approved'
          ? `Hello ${user.username},\n\nAn instructor approved your Margin account. Sign in at ${publicUrl}/auth/login to reach your courses.`
          : `Hello ${user.username},\n\nAn instructor declined your request for a Margin account. If you think this is a mistake, contact your instructor.`;
      app.mailer
        .send({
          to: user.email,
          subject:
            decision === 'approved' ? 'Your Margin account is approved' : 'Your Margin account request',
          text,
        })
        .catch((error) => app.log.error({ err: error }, 'could not send the account decision'));
      return toUserDto(user);
    };

  const schema = { params: IdParamsSchema, response: { 200: UserSchema } };
  app.post('/:id/approve', { config: admin, schema }, decide('approved'));
  app.post('/:id/reject', { config: admin, schema }, decide('rejected'));
};

export default people;
