import { asc } from 'drizzle-orm';
import type { AnalyticsFilterOptions } from '../../shared/contract/analytics';
import type { Database } from '../db/client';
import { courses, weeks } from '../db/schema';
import { type TaughtCourses, withinCourses } from './course-scope';

/** The reader's courses and their weeks by name and number, so a screen's filters need no other call. */
export async function courseAndWeekOptions(
  db: Database,
  courseIds: TaughtCourses,
): Promise<AnalyticsFilterOptions> {
  const [courseRows, weekRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(withinCourses(courses.id, courseIds))
      .orderBy(asc(courses.title), asc(courses.id)),
    db
      .select({ id: weeks.id, course_id: weeks.courseId, week_number: weeks.weekNumber, title: weeks.title })
      .from(weeks)
      .where(withinCourses(weeks.courseId, courseIds))
      .orderBy(asc(weeks.courseId), asc(weeks.weekNumber)),
  ]);
  return { courses: courseRows, weeks: weekRows };
}
