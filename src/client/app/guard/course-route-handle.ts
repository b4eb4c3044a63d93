/**
 * A route's `handle` (screens.ts) naming the parameter that holds a course id, for routes whose id
 * parameter is a course's (/user/courses/{id}): section 2's guard sends a student who is not enrolled
 * in that course to the dashboard. Routes with a `courseId` parameter need no handle.
 */
export interface CourseRouteHandle {
  courseIdParam: string;
}

export function courseIdParamOf(handle: unknown): string {
  const named =
    typeof handle === 'object' && handle !== null && 'courseIdParam' in handle
      ? (handle as CourseRouteHandle).courseIdParam
      : null;
  return typeof named === 'string' ? named : 'courseId';
}
