import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deleteWhere, findById, listWhere, updateStamped } from '../db/rows';
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
  return listWhere(db, assignments, eq(assignments.weekId, weekId), asc(assignments.id));
}

/** A week's assignments as its students read them: the soonest due first. */
export function listAssignmentsOfWeekByDueDate(db: Database, weekId: number): Promise<AssignmentRow[]> {
  const soonestDue = [asc(assignments.dueAt), asc(assignments.id)];
  return listWhere(db, assignments, eq(assignments.weekId, weekId), ...soonestDue);
}

/** A course's assignments, each with its week, in the order they were made. */
export function listAssignmentsOfCourse(db: Database, courseId: number): Promise<AssignmentRow[]> {
  return db
    .select({ assignment: assignments })
    .from(assignments)
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .where(eq(weeks.courseId, courseId))
    .orderBy(asc(assignments.id))
    .then((rows) => rows.map((row) => row.assignment));
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

export const findAssignment = (db: Database, id: number) => findById(db, assignments, id);

/** An assignment with its week and its course's title. */
export async function findAssignmentWithWeek(db: Database, id: number) {
  const [row] = await db
    .select({ assignment: assignments, week: weeks, courseTitle: courses.title })
    .from(assignments)
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(eq(assignments.id, id));
  return row;
}

export async function insertAssignment(db: Database, weekId: number, values: AssignmentColumns) {
  const [assignment] = await db
    .insert(assignments)
    .values({ weekId, ...values })
    .returning();
  return assignment;
}

/** The changed assignment, or undefined when there is none with this id. */
export const updateAssignment = (db: Database, id: number, changes: AssignmentColumns) =>
  updateStamped(db, assignments, id, changes);

/** Whether there was such an assignment; its essays go with it. */
export const deleteAssignment = (db: Database, id: number) => deleteWhere(db, assignments, id);
