import { eq } from 'drizzle-orm';
import { ANALYTICS_DEFAULT_DAYS, type Analytics, type AnalyticsQuery } from '../../shared/contract/analytics';
import type { Database } from '../db/client';
import { courses, weeks } from '../db/schema';
import { notFound } from '../errors';
import { feedbackByCategory } from './feedback-counts';
import { filterOptions } from './filter-options';
import { gradeDistribution, suggestedAgainstFinal } from './grades';
import { lastDays, submissionsPerDay } from './over-time';
import { courseRows } from './per-course';
import { studentRows } from './per-student';
import { revisionCounts } from './revisions';
import { rubricAverages } from './rubric-averages';
import { type AnalyticsScope, scopedSubmissions } from './scope';
import { totalsOf } from './totals';

interface ResolvedFilters {
  scope: AnalyticsScope;
  range: { from: string; to: string };
}

/**
 * A week narrows to its course as well, and its dates (when it has both) become the range of the
 * submissions over time; otherwise the range is the last days up to today.
 */
async function resolveFilters(
  db: Database,
  query: AnalyticsQuery,
  courseIds: number[] | null,
  now: Date,
): Promise<ResolvedFilters> {
  const defaultRange = lastDays(ANALYTICS_DEFAULT_DAYS, now);
  // A course the reader does not teach is answered as one that does not exist.
  const visible = (courseId: number) => courseIds === null || courseIds.includes(courseId);
  if (query.course_id !== undefined) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, query.course_id));
    if (!course || !visible(course.id)) throw notFound('Course');
  }
  if (query.week_id === undefined) {
    return { scope: { courseId: query.course_id ?? null, weekId: null, courseIds }, range: defaultRange };
  }
  const [week] = await db.select().from(weeks).where(eq(weeks.id, query.week_id));
  if (
    !week ||
    !visible(week.courseId) ||
    (query.course_id !== undefined && week.courseId !== query.course_id)
  )
    throw notFound('Week');
  const range = week.startsOn && week.endsOn ? { from: week.startsOn, to: week.endsOn } : defaultRange;
  return { scope: { courseId: week.courseId, weekId: week.id, courseIds }, range };
}

/** Everything the Student Analytics screen draws, each part one aggregate query over the same scope. */
export async function loadAnalytics(
  db: Database,
  query: AnalyticsQuery,
  courseIds: number[] | null,
  now = new Date(),
): Promise<Analytics> {
  const { scope, range } = await resolveFilters(db, query, courseIds, now);
  const scoped = scopedSubmissions(db, scope);
  const [options, students, courseList, overTime, distribution, byCategory, pairs, criteria, revisions] =
    await Promise.all([
      filterOptions(db, courseIds),
      studentRows(db, scope, scoped),
      courseRows(db, scope, scoped),
      submissionsPerDay(db, scoped, range),
      gradeDistribution(db, scoped),
      feedbackByCategory(db, scoped),
      suggestedAgainstFinal(db, scoped),
      rubricAverages(db, scoped),
      revisionCounts(db, scoped),
    ]);
  return {
    range,
    options,
    totals: await totalsOf(db, scoped, students.length),
    students,
    courses: courseList,
    submissions_over_time: overTime,
    grade_distribution: distribution,
    feedback_by_category: byCategory,
    suggested_vs_final: pairs,
    rubric_criteria: criteria,
    revisions,
  };
}
