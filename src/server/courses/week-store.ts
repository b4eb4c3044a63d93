import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { weeks } from '../db/schema';

export type WeekRow = typeof weeks.$inferSelect;
type WeekColumns = Pick<typeof weeks.$inferInsert, 'weekNumber' | 'title' | 'startsOn' | 'endsOn'>;

/** A course's weeks in their order. */
export function listWeeksOfCourse(db: Database, courseId: number): Promise<WeekRow[]> {
  return db.select().from(weeks).where(eq(weeks.courseId, courseId)).orderBy(asc(weeks.weekNumber));
}

export async function findWeek(db: Database, id: number): Promise<WeekRow | undefined> {
  const [week] = await db.select().from(weeks).where(eq(weeks.id, id));
  return week;
}

export async function weekExists(db: Database, id: number): Promise<boolean> {
  const [week] = await db.select({ id: weeks.id }).from(weeks).where(eq(weeks.id, id));
  return week !== undefined;
}

/** Fails on the unique (course, week number) index when the course already has that week. */
export async function insertWeek(db: Database, courseId: number, values: Required<WeekColumns>) {
  const [week] = await db
    .insert(weeks)
    .values({ courseId, ...values })
    .returning();
  return week;
}

/** The changed week, or undefined when there is none with this id. */
export async function updateWeek(
  db: Database,
  id: number,
  changes: WeekColumns & { weekNumber: number },
): Promise<WeekRow | undefined> {
  const [week] = await db
    .update(weeks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(weeks.id, id))
    .returning();
  return week;
}

/** Whether there was such a week; its lessons, assignments and essays go with it. */
export async function deleteWeek(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(weeks).where(eq(weeks.id, id)).returning({ id: weeks.id });
  return deleted.length > 0;
}
