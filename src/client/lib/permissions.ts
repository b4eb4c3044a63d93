import type { UserState } from './user-state';

/** Anything that belongs to a course: a week, a lesson, an assignment. */
export interface CourseScoped {
  course_id: number;
}

/** The permissions object of specification sections 3 and 6. */
export interface Permissions {
  canAccessAdminPanel: boolean;
  canViewCourses: boolean;
  canAccessCourse: (course: { id: number }) => boolean;
  canViewWeek: (week: CourseScoped) => boolean;
  canViewLesson: (lesson: CourseScoped) => boolean;
  canSubmitAssignment: (assignment: CourseScoped) => boolean;
  canViewGrades: boolean;
  canManageUsers: boolean;
  canCreateCourses: boolean;
  canEditContent: boolean;
}

const never = () => false;
const always = () => true;

const NO_PERMISSIONS: Permissions = {
  canAccessAdminPanel: false,
  canViewCourses: false,
  canAccessCourse: never,
  canViewWeek: never,
  canViewLesson: never,
  canSubmitAssignment: never,
  canViewGrades: false,
  canManageUsers: false,
  canCreateCourses: false,
  canEditContent: false,
};

const ADMIN_PERMISSIONS: Permissions = {
  canAccessAdminPanel: true,
  canViewCourses: true,
  canAccessCourse: always,
  canViewWeek: always,
  canViewLesson: always,
  canSubmitAssignment: always,
  canViewGrades: true,
  canManageUsers: true,
  canCreateCourses: true,
  canEditContent: true,
};

/** Section 6: admins may do everything, enrolled students act only inside their own courses, others nothing. */
export function permissionsFor(state: UserState, enrolledCourseIds: readonly number[]): Permissions {
  if (state === 'admin') return ADMIN_PERMISSIONS;
  if (state !== 'student_enrolled') return NO_PERMISSIONS;
  const enrolled = (courseId: number) => enrolledCourseIds.includes(courseId);
  return {
    ...NO_PERMISSIONS,
    canViewCourses: true,
    canAccessCourse: (course) => enrolled(course.id),
    canViewWeek: (week) => enrolled(week.course_id),
    canViewLesson: (lesson) => enrolled(lesson.course_id),
    canSubmitAssignment: (assignment) => enrolled(assignment.course_id),
    canViewGrades: true,
  };
}
