import { asc, count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, lessons, weeks } from '../db/schema';
import { latestSubmissions } from './progress';

/** Weeks of some courses with their assignments, lesson counts and the student's latest essays. */
export async function courseOutline(db: Database, userId: number, courseIds: number[]) {
  if (courseIds.length === 0)
    return { weekRows: [], assignmentRows: [], lessonCounts: new Map(), latest: new Map() };
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
  const latest = await latestSubmissions(
    db,
    userId,
    assignmentRows.map((row) => row.id),
  );
  return { weekRows, assignmentRows, lessonCounts, latest };
}
