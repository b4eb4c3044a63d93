import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, sql } from 'drizzle-orm';
import { DashboardSchema } from '../../../../shared/contract/people';
import { toUserDto } from '../../../accounts/users';
import { courses, enrollments, users } from '../../../db/schema';
import { countAwaitingReview } from '../../../submissions/awaiting-review';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/** GET /api/admin/dashboard: the numbers an instructor checks first. */
const adminDashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dashboard',
    { config: { access: 'admin' }, schema: { response: { 200: DashboardSchema } } },
    async () => {
      const [[people], [courseCount], [enrollmentCount], recent, awaitingReview] = await Promise.all([
        app.db
          .select({
            total: sql<number>`count(*)::int`,
            admins: countWhere(sql`${users.role} = 'admin'`),
            students: countWhere(sql`${users.role} = 'regular'`),
            pending: countWhere(sql`${users.status} = 'pending'`),
            unverified: countWhere(sql`not ${users.emailVerified}`),
            rejected: countWhere(sql`${users.status} = 'rejected'`),
          })
          .from(users),
        app.db.select({ value: count() }).from(courses),
        app.db.select({ value: count() }).from(enrollments),
        app.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(5),
        countAwaitingReview(app.db),
      ]);
      return {
        users: people,
        courses: Number(courseCount.value),
        enrollments: Number(enrollmentCount.value),
        submissions_awaiting_review: awaitingReview,
        recent_signups: recent.map(toUserDto),
      };
    },
  );
};

export default adminDashboard;
