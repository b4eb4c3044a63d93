import { outlineOfCourses } from '../courses/course-outline';
import type { Database } from '../db/client';
import { latestSubmissions } from '../submissions/latest-essays';

/** Weeks of some courses with their assignments, lesson counts and the student's latest essays. */
export async function courseOutline(db: Database, userId: number, courseIds: number[]) {
  const outline = await outlineOfCourses(db, courseIds);
  const latest = await latestSubmissions(
    db,
    userId,
    outline.assignmentRows.map((row) => row.id),
  );
  return { ...outline, latest };
}
