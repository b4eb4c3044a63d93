import { route } from './route-spec';
import type { CourseDetail } from './schemas/courses';

export type * from './schemas/courses';

/** The caller's part in a course: 'site' for the site administrator. */
export type CourseRole = CourseDetail['my_role'];

/** Courses, how students join them, their staff and their weeks (the instructor's side). */
export const COURSE_ROUTES = {
  getCourses: route('GET', '/admin/courses'),
  getCourse: route('GET', '/admin/courses/:id'),
  createCourse: route('POST', '/admin/courses'),
  updateCourse: route('PUT', '/admin/courses/:id'),
  deleteCourse: route('DELETE', '/admin/courses/:id'),
  createJoinCode: route('POST', '/admin/courses/:id/join-code'),
  deleteJoinCode: route('DELETE', '/admin/courses/:id/join-code'),
  importRoster: route('POST', '/admin/courses/:id/roster'),
  getCourseStaff: route('GET', '/admin/courses/:id/staff'),
  addCourseStaff: route('POST', '/admin/courses/:id/staff'),
  removeCourseStaff: route('DELETE', '/admin/courses/:id/staff/:userId'),
  getCourseWeeks: route('GET', '/admin/courses/:courseId/weeks'),
  createWeek: route('POST', '/admin/courses/:courseId/weeks'),
  getWeek: route('GET', '/admin/weeks/:id'),
  updateWeek: route('PUT', '/admin/weeks/:id'),
  deleteWeek: route('DELETE', '/admin/weeks/:id'),
} as const;
