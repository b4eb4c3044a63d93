import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deleteWhere, findById, listWhere, updateStamped } from '../db/rows';
import { lessons } from '../db/schema';

export type LessonRow = typeof lessons.$inferSelect;
type LessonColumns = { title: string; contentHtml: string };

/** A week's lessons in the order the instructor gave them. */
export function listLessonsOfWeek(db: Database, weekId: number): Promise<LessonRow[]> {
  return listWhere(db, lessons, eq(lessons.weekId, weekId), asc(lessons.position), asc(lessons.id));
}

/** A new lesson goes after the week's others. */
export async function insertLesson(db: Database, weekId: number, values: LessonColumns) {
  const [lesson] = await db
    .insert(lessons)
    .values({
      weekId,
      ...values,
      position: sql`(select coalesce(max(${lessons.position}) + 1, 0) from ${lessons} where ${lessons.weekId} = ${weekId})`,
    })
    .returning();
  return lesson;
}

/** Numbers the week's lessons in the order of `lessonIds`, all at once. */
export async function setLessonOrder(db: Database, weekId: number, lessonIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, id] of lessonIds.entries()) {
      await tx
        .update(lessons)
        .set({ position })
        .where(and(eq(lessons.id, id), eq(lessons.weekId, weekId)));
    }
  });
}

export const findLesson = (db: Database, id: number) => findById(db, lessons, id);

/** The changed lesson, or undefined when there is none with this id. */
export const updateLesson = (db: Database, id: number, changes: LessonColumns) =>
  updateStamped(db, lessons, id, changes);

export const deleteLesson = (db: Database, id: number) => deleteWhere(db, lessons, id);
