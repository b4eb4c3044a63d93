import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deleteWhere, existsById, findById, updateStamped } from '../db/rows';
import { courses, weeks } from '../db/schema';

export type WeekRow = typeof weeks.$inferSelect;
type WeekColumns = Pick<typeof weeks.$inferInsert, 'weekNumber' | 'title' | 'startsOn' | 'endsOn'>;

/** A course's weeks in their order. */
export function listWeeksOfCourse(db: Database, courseId: number): Promise<WeekRow[]> {
  return db.select().from(weeks).where(eq(weeks.courseId, courseId)).orderBy(asc(weeks.weekNumber));
}

export const findWeek = (db: Database, id: number) => findById(db, weeks, id);

/** The week with its course's title. */
export async function findWeekWithCourseTitle(db: Database, id: number) {
  const [row] = await db
    .select({ week: weeks, courseTitle: courses.title })
    .from(weeks)
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(eq(weeks.id, id));
  return row;
}

export const weekExists = (db: Database, id: number) => existsById(db, weeks, id);

/** Fails on the unique (course, week number) index when the course already has that week. */
export async function insertWeek(db: Database, courseId: number, values: Required<WeekColumns>) {
  const [week] = await db
    .insert(weeks)
    .values({ courseId, ...values })
    .returning();
  return week;
}

/** The changed week, or undefined when there is none with this id. */
export const updateWeek = (db: Database, id: number, changes: WeekColumns & { weekNumber: number }) =>
  updateStamped(db, weeks, id, changes);

/** Whether there was such a week; its lessons, assignments and essays go with it. */
export const deleteWeek = (db: Database, id: number) => deleteWhere(db, weeks, id);
