import type { StudentAssignment } from '../../../shared/contract';
import type { Role } from '../../../shared/rules/account';
import { useGetAssignmentQuery } from '../../features/assignments';
import { useGetCourseQuery } from '../../features/courses';
import { useGetStudentCourseQuery, useGetStudentWeekQuery } from '../../features/student-courses';
import { useGetStudentAssignmentQuery } from '../../features/student-essays';
import { useGetWeekQuery } from '../../features/weeks';
import type { BreadcrumbMatch, EntityKind } from '../../lib/breadcrumb-routes';
import type { BreadcrumbLookups } from '../../lib/breadcrumbs';
import { routeId } from '../../lib/route-id';
import { useAppSelector } from '../hooks';
import { selectPermissions } from '../session';

/** The id of the `kind` the screen's trail names for `role`, as its address gives it; 0 for none. */
function namedId(screen: BreadcrumbMatch | null, kind: EntityKind, role: Role | null): number {
  if (!screen || screen.route.role !== role || screen.route.idOf !== kind) return 0;
  return routeId(screen.id) ?? 0;
}

/**
 * The entities an admin trail names (section 2), read through the entity cache (section 9): the page
 * below usually asked for them already, so this rarely costs a request. A week's course is looked up
 * too, so that Week Detail reads 'Admin > Weeks > Week Detail > course > week'.
 */
function useAdminLookups(screen: BreadcrumbMatch | null, isAdmin: boolean): BreadcrumbLookups {
  const role = isAdmin ? 'admin' : null;
  // The grading screens name their assignment, and through it its week and course.
  const assignmentId = namedId(screen, 'assignment', role);
  const assignment = useGetAssignmentQuery(assignmentId, { skip: !assignmentId }).data;
  const pageWeekId = namedId(screen, 'week', role);
  const weekId = pageWeekId || (assignmentId && assignment ? assignment.week_id : 0);
  const week = useGetWeekQuery(weekId, { skip: !weekId }).data;
  const pageCourseId = namedId(screen, 'course', role);
  const courseId = pageCourseId || (weekId && week ? week.course_id : 0);
  const course = useGetCourseQuery(courseId, { skip: !courseId }).data;
  return {
    course: courseId ? course : undefined,
    week: weekId ? week : undefined,
    assignment: assignmentId ? assignment : undefined,
  };
}

/** An assignment answer names its week and course, so one lookup gives the whole trail. */
function assignmentTrail(assignment: StudentAssignment): BreadcrumbLookups {
  const { course_id, course_title, week_id, week_number, week_title } = assignment;
  return {
    course: { id: course_id, title: course_title },
    week: { id: week_id, week_number, title: week_title, course_id },
    assignment: { id: assignment.id, title: assignment.title, week_id },
  };
}

/**
 * The same for a student, through the student's own endpoints: a week answer names its course, so
 * 'Dashboard > My Courses > course > week' needs one lookup, and an assignment answer names both.
 */
function useStudentLookups(screen: BreadcrumbMatch | null, isStudent: boolean): BreadcrumbLookups {
  const role = isStudent ? 'regular' : null;
  const permissions = useAppSelector(selectPermissions);
  const pageCourseId = namedId(screen, 'course', role);
  // A course that is not the student's is refused by the page itself, without asking (section 6).
  const courseId = pageCourseId && permissions.canAccessCourse({ id: pageCourseId }) ? pageCourseId : 0;
  const course = useGetStudentCourseQuery(courseId, { skip: !courseId }).data;
  const weekId = namedId(screen, 'week', role);
  const week = useGetStudentWeekQuery(weekId, { skip: !weekId }).data;
  const assignmentId = namedId(screen, 'assignment', role);
  const assignment = useGetStudentAssignmentQuery(assignmentId, { skip: !assignmentId }).data;
  if (courseId) return { course };
  if (weekId && week) return { course: { id: week.course_id, title: week.course_title }, week };
  if (assignmentId && assignment) return assignmentTrail(assignment);
  return {};
}

/** The entities the trail of the screen names, by its row's `idOf` and the id in its address. */
export function useBreadcrumbLookups(screen: BreadcrumbMatch | null, isAdmin: boolean): BreadcrumbLookups {
  const admin = useAdminLookups(screen, isAdmin);
  const student = useStudentLookups(screen, !isAdmin);
  return isAdmin ? admin : student;
}
