import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courses, enrollments } from '../db/schema';

export type CourseRow = typeof courses.$inferSelect;

/** Every course, by title. */
export function listCourses(db: Database): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.title), asc(courses.id));
}

/** The courses a student is enrolled in, by title. */
export async function listEnrolledCourses(db: Database, userId: number): Promise<CourseRow[]> {
  const rows = await db
    .select({ course: courses })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(courses.title), asc(courses.id));
  return rows.map(({ course }) => course);
}

export async function findCourse(db: Database, id: number): Promise<CourseRow | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  return course;
}

export async function courseExists(db: Database, id: number): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return course !== undefined;
}

export async function insertCourse(
  db: Database,
  values: Pick<
    typeof courses.$inferInsert,
    'title' | 'description' | 'assistantsMayEdit' | 'assistantsMayRelease'
  >,
) {
  const [course] = await db.insert(courses).values(values).returning();
  return course;
}

/** The changed course, or undefined when there is none with this id. */
export async function updateCourse(
  db: Database,
  id: number,
  changes: Pick<
    Partial<typeof courses.$inferInsert>,
    'title' | 'description' | 'assistantsMayEdit' | 'assistantsMayRelease'
  >,
): Promise<CourseRow | undefined> {
  const [course] = await db
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return course;
}

/** Whether there was such a course; its weeks, lessons, assignments and essays go with it. */
export async function deleteCourse(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return deleted.length > 0;
}
