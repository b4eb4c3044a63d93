import { ANALYTICS_DEFAULT_DAYS, type Analytics, type AnalyticsQuery } from '../../shared/contract/analytics';
import { courseAndWeekOptions } from '../courses/course-options';
import type { TaughtCourses } from '../courses/course-scope';
import { courseExists } from '../courses/course-store';
import { findWeek } from '../courses/week-store';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { feedbackByCategory } from '../submissions/reporting/feedback-counts';
import { gradeDistribution, suggestedAgainstFinal } from '../submissions/reporting/grades';
import { lastDays, submissionsPerDay } from '../submissions/reporting/over-time';
import { courseRows } from '../submissions/reporting/per-course';
import { studentRows } from '../submissions/reporting/per-student';
import { revisionCounts } from '../submissions/reporting/revisions';
import { rubricAverages } from '../submissions/reporting/rubric-averages';
import { type AnalyticsScope, scopedSubmissions } from '../submissions/reporting/scope';
import { totalsOf } from '../submissions/reporting/totals';

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
  courseIds: TaughtCourses,
  now: Date,
): Promise<ResolvedFilters> {
  const defaultRange = lastDays(ANALYTICS_DEFAULT_DAYS, now);
  // A course the reader does not teach is answered as one that does not exist.
  const visible = (courseId: number) => courseIds === null || courseIds.includes(courseId);
  if (query.course_id !== undefined) {
    if (!visible(query.course_id) || !(await courseExists(db, query.course_id))) throw notFound('Course');
  }
  if (query.week_id === undefined) {
    return { scope: { courseId: query.course_id ?? null, weekId: null, courseIds }, range: defaultRange };
  }
  const week = await findWeek(db, query.week_id);
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
  courseIds: TaughtCourses,
  now = new Date(),
): Promise<Analytics> {
  const { scope, range } = await resolveFilters(db, query, courseIds, now);
  const scoped = scopedSubmissions(db, scope);
  const [options, students, courseList, overTime, distribution, byCategory, pairs, criteria, revisions] =
    await Promise.all([
      courseAndWeekOptions(db, courseIds),
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
