import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deleteWhere, existsById, findById, updateStamped } from '../db/rows';
import { courses, enrollments } from '../db/schema';
import { type TaughtCourses, withinCourses } from './course-scope';
import { addCreator } from './staff-store';

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

/** How many of these courses there are (null: every course). */
export function countCourses(db: Database, courseIds: TaughtCourses): Promise<number> {
  return db.$count(courses, withinCourses(courses.id, courseIds));
}

export const findCourse = (db: Database, id: number) => findById(db, courses, id);

export const courseExists = (db: Database, id: number) => existsById(db, courses, id);

/** Whoever makes a course teaches it: the course and its first instructor are stored together. */
export function insertCourse(
  db: Database,
  values: Pick<
    typeof courses.$inferInsert,
    'title' | 'description' | 'assistantsMayEdit' | 'assistantsMayRelease'
  >,
  creatorId: number,
): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    const [course] = await tx.insert(courses).values(values).returning();
    await addCreator(tx, course.id, creatorId);
    return course;
  });
}

/** The changed course, or undefined when there is none with this id. */
export const updateCourse = (
  db: Database,
  id: number,
  changes: Pick<
    Partial<typeof courses.$inferInsert>,
    'title' | 'description' | 'assistantsMayEdit' | 'assistantsMayRelease'
  >,
) => updateStamped(db, courses, id, changes);

/** Whether there was such a course; its weeks, lessons, assignments and essays go with it. */
export const deleteCourse = (db: Database, id: number) => deleteWhere(db, courses, id);
