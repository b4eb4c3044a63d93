import { count, desc, sql } from 'drizzle-orm';
import type { Dashboard } from '../../shared/contract/people';
import { toUserDto } from '../accounts/users';
import type { Database } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { countAwaitingReview } from '../submissions/awaiting-review';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/** The numbers an instructor checks first: people by role and state, courses, and essays waiting. */
export async function loadDashboard(db: Database): Promise<Dashboard> {
  const [[people], [courseCount], [enrollmentCount], recent, awaitingReview] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        admins: countWhere(sql`${users.role} = 'admin'`),
        students: countWhere(sql`${users.role} = 'regular'`),
        pending: countWhere(sql`${users.status} = 'pending'`),
        unverified: countWhere(sql`not ${users.emailVerified}`),
        rejected: countWhere(sql`${users.status} = 'rejected'`),
      })
      .from(users),
    db.select({ value: count() }).from(courses),
    db.select({ value: count() }).from(enrollments),
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(5),
    countAwaitingReview(db),
  ]);
  return {
    users: people,
    courses: Number(courseCount.value),
    enrollments: Number(enrollmentCount.value),
    submissions_awaiting_review: awaitingReview,
    recent_signups: recent.map(toUserDto),
  };
}
