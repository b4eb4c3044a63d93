import { type eq, inArray, type SQL, sql } from 'drizzle-orm';

/** The courses a reader teaches; null for the site administrator, who reads every course. */
export type TaughtCourses = number[] | null;

/** Some of the reader's courses: one (courseId) among those they teach, or all of them. */
export interface CourseScope {
  courseId?: number;
  courseIds: TaughtCourses;
}

/** A condition on a course id column that keeps the caller's courses (always true for the site administrator). */
export function withinCourses(column: SQL | Parameters<typeof eq>[0], courseIds: TaughtCourses): SQL {
  if (courseIds === null) return sql`true`;
  if (courseIds.length === 0) return sql`false`;
  return inArray(column as Parameters<typeof inArray>[0], courseIds);
}
