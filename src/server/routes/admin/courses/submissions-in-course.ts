import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assignments, submissions, weeks } from '../../../db/schema';

export async function submissionsInCourse(db: Database, courseId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .where(eq(weeks.courseId, courseId));
  return Number(row.value);
}
