import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assignments, courses, enrollments, weeks } from '../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;
type AssignmentColumns = Pick<
  typeof assignments.$inferInsert,
  | 'title'
  | 'instructionsHtml'
  | 'dueAt'
  | 'minWords'
  | 'maxWords'
  | 'allowRevisions'
  | 'maxVersions'
  | 'anonymousGrading'
>;

/** A week's assignments in the order they were made. */
export function listAssignmentsOfWeek(db: Database, weekId: number): Promise<AssignmentRow[]> {
  return db.select().from(assignments).where(eq(assignments.weekId, weekId)).orderBy(asc(assignments.id));
}

/** A week's assignments as its students read them: the soonest due first. */
export function listAssignmentsOfWeekByDueDate(db: Database, weekId: number): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.weekId, weekId))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
}

/** Every assignment of a student's courses with its course, the soonest due first and undated last. */
export function listAssignmentsOfStudent(db: Database, userId: number) {
  return db
    .select({ assignment: assignments, courseId: courses.id, courseTitle: courses.title })
    .from(assignments)
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(
      inArray(
        weeks.courseId,
        db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)),
      ),
    )
    .orderBy(sql`${assignments.dueAt} asc nulls last`, asc(assignments.id));
}

export async function findAssignment(db: Database, id: number): Promise<AssignmentRow | undefined> {
  const [assignment] = await db.select().from(assignments).where(eq(assignments.id, id));
  return assignment;
}

export async function insertAssignment(db: Database, weekId: number, values: AssignmentColumns) {
  const [assignment] = await db
    .insert(assignments)
    .values({ weekId, ...values })
    .returning();
  return assignment;
}

/** The changed assignment, or undefined when there is none with this id. */
export async function updateAssignment(
  db: Database,
  id: number,
  changes: AssignmentColumns,
): Promise<AssignmentRow | undefined> {
  const [assignment] = await db
    .update(assignments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(assignments.id, id))
    .returning();
  return assignment;
}

/** Whether there was such an assignment; its essays go with it. */
export async function deleteAssignment(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(assignments)
    .where(eq(assignments.id, id))
    .returning({ id: assignments.id });
  return deleted.length > 0;
}
