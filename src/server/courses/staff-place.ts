import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, courseStaff, courses, enrollments, lessons, weeks } from '../db/schema';

export type CourseKind = 'course' | 'week' | 'lesson' | 'assignment' | 'enrollment';

export interface CoursePermissions {
  assistantsMayEdit: boolean;
  assistantsMayRelease: boolean;
}

/** The course behind an id of each kind, as one subquery. */
function courseIdOf(kind: CourseKind, id: number): SQL {
  switch (kind) {
    case 'course':
      return sql`${id}`;
    case 'week':
      return sql`(select ${weeks.courseId} from ${weeks} where ${weeks.id} = ${id})`;
    case 'lesson':
      return sql`(select ${weeks.courseId} from ${lessons} join ${weeks} on ${weeks.id} = ${lessons.weekId} where ${lessons.id} = ${id})`;
    case 'assignment':
      return sql`(select ${weeks.courseId} from ${assignments} join ${weeks} on ${weeks.id} = ${assignments.weekId} where ${assignments.id} = ${id})`;
    case 'enrollment':
      return sql`(select ${enrollments.courseId} from ${enrollments} where ${enrollments.id} = ${id})`;
  }
}

/**
 * The course an id of this kind belongs to, what its assistants may do, and the person's part on its
 * staff (null when they have none); undefined when there is no such thing.
 */
export async function courseStaffRole(
  db: Database,
  userId: number,
  kind: CourseKind,
  id: number,
): Promise<(CoursePermissions & { courseId: number; role: 'instructor' | 'assistant' | null }) | undefined> {
  const [row] = await db
    .select({
      courseId: courses.id,
      assistantsMayEdit: courses.assistantsMayEdit,
      assistantsMayRelease: courses.assistantsMayRelease,
      role: courseStaff.role,
    })
    .from(courses)
    .leftJoin(courseStaff, and(eq(courseStaff.courseId, courses.id), eq(courseStaff.userId, userId)))
    .where(sql`${courses.id} = ${courseIdOf(kind, id)}`);
  return row;
}

/** The ids of the courses a person is staff of. */
export async function coursesTaughtBy(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseStaff.courseId })
    .from(courseStaff)
    .where(eq(courseStaff.userId, userId));
  return rows.map((row) => row.courseId);
}
