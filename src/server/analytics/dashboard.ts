import { count, desc, sql } from 'drizzle-orm';
import type { Dashboard } from '../../shared/contract/people';
import { peopleSeenBy } from '../accounts/user-store';
import { toUserDto } from '../accounts/users';
import { withinCourses } from '../auth/course-staff';
import type { Database } from '../db/client';
import { courses, enrollments, users } from '../db/schema';
import { countAwaitingReview } from '../submissions/awaiting-review';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The numbers an instructor checks first: people by role and state, courses, and essays waiting; over
 * the courses given (an instructor's own, with their colleagues and students), or everything (null).
 */
export async function loadDashboard(db: Database, courseIds: number[] | null): Promise<Dashboard> {
  const seen = peopleSeenBy(courseIds);
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
      .from(users)
      .where(seen),
    db.select({ value: count() }).from(courses).where(withinCourses(courses.id, courseIds)),
    db.select({ value: count() }).from(enrollments).where(withinCourses(enrollments.courseId, courseIds)),
    db.select().from(users).where(seen).orderBy(desc(users.createdAt), desc(users.id)).limit(5),
    countAwaitingReview(db, courseIds),
  ]);
  return {
    site_admin: courseIds === null,
    users: people,
    courses: Number(courseCount.value),
    enrollments: Number(enrollmentCount.value),
    submissions_awaiting_review: awaitingReview,
    recent_signups: recent.map(toUserDto),
  };
}
