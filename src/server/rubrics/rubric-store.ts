import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Rubric, RubricLibraryEntry } from '../../shared/contract/rubrics';
import { NO_RUBRIC, rubricPoints } from '../../shared/rules/rubric-grade';
import { type TaughtCourses, withinCourses } from '../courses/course-scope';
import type { Database } from '../db/client';
import { assignments, courses, weeks } from '../db/schema';

/** The library lists at most this many rubrics; a school with more finds its own by course. */
const LIBRARY_LIMIT = 200;

/** An assignment's rubric (no criteria when it has none); undefined when there is no such assignment. */
export async function findRubric(db: Database, assignmentId: number): Promise<Rubric | undefined> {
  const [row] = await db
    .select({ rubric: assignments.rubric })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return row ? (row.rubric ?? NO_RUBRIC) : undefined;
}

/** Replaces the rubric whole; none is stored as null. False when there is no such assignment. */
export async function saveRubric(db: Database, assignmentId: number, rubric: Rubric): Promise<boolean> {
  const saved = await db
    .update(assignments)
    .set({ rubric: rubric.criteria.length ? rubric : null, updatedAt: new Date() })
    .where(eq(assignments.id, assignmentId))
    .returning({ id: assignments.id });
  return saved.length > 0;
}

/**
 * The rubrics of the courses given (null: every course), by course and then assignment: rubrics to start
 * another assignment's rubric from.
 */
export async function listRubricLibrary(
  db: Database,
  courseIds: TaughtCourses,
): Promise<RubricLibraryEntry[]> {
  const rows = await db
    .select({
      assignment: { id: assignments.id, title: assignments.title, rubric: assignments.rubric },
      courseTitle: courses.title,
    })
    .from(assignments)
    .innerJoin(weeks, eq(weeks.id, assignments.weekId))
    .innerJoin(courses, eq(courses.id, weeks.courseId))
    .where(and(isNotNull(assignments.rubric), withinCourses(courses.id, courseIds)))
    .orderBy(asc(courses.title), asc(assignments.title), asc(assignments.id))
    .limit(LIBRARY_LIMIT);
  return rows.map(({ assignment, courseTitle }) => {
    const rubric = assignment.rubric ?? NO_RUBRIC;
    return {
      assignment_id: assignment.id,
      assignment_title: assignment.title,
      course_title: courseTitle,
      criteria: rubric.criteria.map((criterion) => criterion.title),
      points: rubricPoints(rubric),
    };
  });
}
