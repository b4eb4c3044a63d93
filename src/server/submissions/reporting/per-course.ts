import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourseAnalytics } from '../../../shared/contract/analytics';
import { withinCourses } from '../../courses/course-scope';
import type { Database } from '../../db/client';
import { courses, enrollments } from '../../db/schema';
import { type AnalyticsScope, averageOf, type ScopedSubmissions } from './scope';

/** One row per course in scope, with its enrollment and the state of its latest essays. */
export async function courseRows(
  db: Database,
  scope: AnalyticsScope,
  scoped: ScopedSubmissions,
): Promise<CourseAnalytics[]> {
  const rows = await db
    .with(scoped)
    .select({
      id: courses.id,
      title: courses.title,
      studentsEnrolled: sql<number>`(select count(*) from ${enrollments} where ${enrollments.courseId} = ${courses.id})::int`,
      submissions: sql<number>`count(${scoped.id})::int`,
      awaitingReview: sql<number>`count(${scoped.id}) filter (where ${scoped.awaiting})::int`,
      released: sql<number>`count(${scoped.id}) filter (where ${scoped.released})::int`,
      averageGrade: averageOf(scoped.grade, sql`${scoped.released}`),
    })
    .from(courses)
    .leftJoin(scoped, eq(scoped.courseId, courses.id))
    .where(
      and(
        withinCourses(courses.id, scope.courseIds),
        scope.courseId === null ? undefined : eq(courses.id, scope.courseId),
      ),
    )
    .groupBy(courses.id, courses.title)
    .orderBy(asc(courses.title), asc(courses.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    students_enrolled: row.studentsEnrolled,
    submissions: row.submissions,
    awaiting_review: row.awaitingReview,
    released: row.released,
    average_grade: row.averageGrade,
  }));
}
