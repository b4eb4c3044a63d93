import { useGetCourseQuery } from '../../features/courses/courses-api';
import { useGetWeekQuery } from '../../features/weeks/weeks-api';
import type { BreadcrumbLookups } from '../../lib/breadcrumbs';

const idIn = (pathname: string, pattern: RegExp) => Number(pattern.exec(pathname)?.[1] ?? 0);

/**
 * The entities an admin trail names (section 2), read through the entity cache (section 9): the page
 * below usually asked for them already, so this rarely costs a request. A week's course is looked up
 * too, so that Week Detail reads 'Admin > Weeks > Week Detail > course > week'.
 */
export function useBreadcrumbLookups(pathname: string, isAdmin: boolean): BreadcrumbLookups {
  const weekId = isAdmin ? idIn(pathname, /^\/admin\/apps\/weeks\/(?:edit|detail)\/(\d+)$/) : 0;
  const week = useGetWeekQuery(weekId, { skip: !weekId }).data;
  const pageCourseId = isAdmin ? idIn(pathname, /^\/admin\/apps\/courses\/(?:edit|details)\/(\d+)$/) : 0;
  const courseId = pageCourseId || (weekId && week ? week.course_id : 0);
  const course = useGetCourseQuery(courseId, { skip: !courseId }).data;
  return { course, week: weekId ? week : undefined };
}
