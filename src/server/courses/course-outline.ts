import { asc, count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, lessons, weeks } from '../db/schema';

/** The weeks of some courses in their order, their assignments' ids, and how many lessons each week has. */
export async function outlineOfCourses(db: Database, courseIds: number[]) {
  if (courseIds.length === 0)
    return { weekRows: [], assignmentRows: [], lessonCounts: new Map<number, number>() };
  const weekRows = await db
    .select()
    .from(weeks)
    .where(inArray(weeks.courseId, courseIds))
    .orderBy(asc(weeks.weekNumber));
  const weekIds = weekRows.map((week) => week.id);
  const [assignmentRows, lessonRows] = weekIds.length
    ? await Promise.all([
        db
          .select({ id: assignments.id, weekId: assignments.weekId })
          .from(assignments)
          .where(inArray(assignments.weekId, weekIds)),
        db
          .select({ weekId: lessons.weekId, lessons: count() })
          .from(lessons)
          .where(inArray(lessons.weekId, weekIds))
          .groupBy(lessons.weekId),
      ])
    : [[], []];
  const lessonCounts = new Map(lessonRows.map((row) => [row.weekId, Number(row.lessons)]));
  return { weekRows, assignmentRows, lessonCounts };
}
