import { useSearchParams } from 'react-router';
import type { AnalyticsFilterOptions, AnalyticsQuery } from '../../../shared/contract';
import { routeId } from '../../lib/route-id';

/** The chosen course and week live in the address (?course=1&week=2), so reload, back and links keep them. */
export interface AnalyticsFilters {
  courseId: number | null;
  weekId: number | null;
}

export function readFilters(params: URLSearchParams): AnalyticsFilters {
  const courseId = routeId(params.get('course'));
  // A week belongs to a course, so without one the week means nothing.
  return { courseId, weekId: courseId === null ? null : routeId(params.get('week')) };
}

export function writeFilters({ courseId, weekId }: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (courseId !== null) params.set('course', String(courseId));
  if (courseId !== null && weekId !== null) params.set('week', String(weekId));
  return params;
}

export function toAnalyticsQuery({ courseId, weekId }: AnalyticsFilters): AnalyticsQuery {
  return {
    ...(courseId !== null ? { course_id: courseId } : {}),
    ...(weekId !== null ? { week_id: weekId } : {}),
  };
}

/** The weeks the week filter offers: those of the chosen course, in order. */
export function weeksOf(options: AnalyticsFilterOptions | undefined, courseId: number | null) {
  if (!options || courseId === null) return [];
  return options.weeks.filter((week) => week.course_id === courseId);
}

export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const chooseCourse = (courseId: number | null) => setParams(writeFilters({ courseId, weekId: null }));
  const chooseWeek = (weekId: number | null) => setParams(writeFilters({ ...filters, weekId }));
  return { filters, chooseCourse, chooseWeek };
}
