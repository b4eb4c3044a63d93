import type { StudentAssignment } from '../../../shared/contract';
import { useGetAssignmentQuery } from '../../features/assignments/assignments-api';
import { useGetCourseQuery } from '../../features/courses/courses-api';
import {
  useGetStudentCourseQuery,
  useGetStudentWeekQuery,
} from '../../features/student-courses/student-courses-api';
import { useGetStudentAssignmentQuery } from '../../features/submissions/submissions-api';
import { useGetWeekQuery } from '../../features/weeks/weeks-api';
import type { BreadcrumbLookups } from '../../lib/breadcrumbs';
import { useAppSelector } from '../hooks';
import { selectPermissions } from '../session';

const idIn = (pathname: string, pattern: RegExp) => Number(pattern.exec(pathname)?.[1] ?? 0);

/**
 * The entities an admin trail names (section 2), read through the entity cache (section 9): the page
 * below usually asked for them already, so this rarely costs a request. A week's course is looked up
 * too, so that Week Detail reads 'Admin > Weeks > Week Detail > course > week'.
 */
function useAdminLookups(pathname: string, isAdmin: boolean): BreadcrumbLookups {
  // The grading screens name their assignment, and through it its week and course.
  const gradingPattern = /^\/admin\/apps\/assignments\/(\d+)\/submissions(?:\/\d+)?$/;
  const assignmentId = isAdmin ? idIn(pathname, gradingPattern) : 0;
  const assignment = useGetAssignmentQuery(assignmentId, { skip: !assignmentId }).data;
  const pageWeekId = isAdmin ? idIn(pathname, /^\/admin\/apps\/weeks\/(?:edit|detail)\/(\d+)$/) : 0;
  const weekId = pageWeekId || (assignmentId && assignment ? assignment.week_id : 0);
  const week = useGetWeekQuery(weekId, { skip: !weekId }).data;
  const pageCourseId = isAdmin ? idIn(pathname, /^\/admin\/apps\/courses\/(?:edit|details)\/(\d+)$/) : 0;
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
function useStudentLookups(pathname: string, isStudent: boolean): BreadcrumbLookups {
  const permissions = useAppSelector(selectPermissions);
  const pageCourseId = isStudent ? idIn(pathname, /^\/user\/courses\/(\d+)$/) : 0;
  // A course that is not the student's is refused by the page itself, without asking (section 6).
  const courseId = pageCourseId && permissions.canAccessCourse({ id: pageCourseId }) ? pageCourseId : 0;
  const course = useGetStudentCourseQuery(courseId, { skip: !courseId }).data;
  const weekId = isStudent ? idIn(pathname, /^\/user\/weeks\/(\d+)$/) : 0;
  const week = useGetStudentWeekQuery(weekId, { skip: !weekId }).data;
  const assignmentPattern = /^\/user\/(?:assignments|review|review-feedback|feedback)\/(\d+)$/;
  const assignmentId = isStudent ? idIn(pathname, assignmentPattern) : 0;
  const assignment = useGetStudentAssignmentQuery(assignmentId, { skip: !assignmentId }).data;
  if (courseId) return { course };
  if (weekId && week) return { course: { id: week.course_id, title: week.course_title }, week };
  if (assignmentId && assignment) return assignmentTrail(assignment);
  return {};
}

export function useBreadcrumbLookups(pathname: string, isAdmin: boolean): BreadcrumbLookups {
  const admin = useAdminLookups(pathname, isAdmin);
  const student = useStudentLookups(pathname, !isAdmin);
  return isAdmin ? admin : student;
}
