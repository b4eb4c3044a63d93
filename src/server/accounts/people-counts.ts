import { desc, type SQL, sql } from 'drizzle-orm';
import type { Dashboard } from '../../shared/contract/people';
import type { TaughtCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { peopleSeenBy, type UserRow } from './user-store';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** The people an instructor of these courses sees (null: everyone), counted by role and state. */
export async function countPeople(db: Database, courseIds: TaughtCourses): Promise<Dashboard['users']> {
  const [people] = await db
    .select({
      total: sql<number>`count(*)::int`,
      admins: countWhere(sql`${users.role} = 'admin'`),
      students: countWhere(sql`${users.role} = 'regular'`),
      pending: countWhere(sql`${users.status} = 'pending'`),
      unverified: countWhere(sql`not ${users.emailVerified}`),
      rejected: countWhere(sql`${users.status} = 'rejected'`),
    })
    .from(users)
    .where(peopleSeenBy(courseIds));
  return people;
}

/** The newest accounts among those people, newest first. */
export function latestSignups(db: Database, courseIds: TaughtCourses, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(peopleSeenBy(courseIds))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
