import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  CourseBodySchema,
  CourseDetailSchema,
  CourseSchema,
  JoinCodeBodySchema,
  JoinCodeSchema,
  RosterBodySchema,
  RosterResultSchema,
  StaffBodySchema,
  StaffMemberSchema,
  StaffRoleSchema,
  WeekBodySchema,
  WeekSchema,
} from './schemas/courses';

export type Course = Static<typeof CourseSchema>;
export type CourseBody = Static<typeof CourseBodySchema>;
export type Week = Static<typeof WeekSchema>;
export type WeekBody = Static<typeof WeekBodySchema>;
export type CourseDetail = Static<typeof CourseDetailSchema>;
export type JoinCode = Static<typeof JoinCodeSchema>;
export type JoinCodeBody = Static<typeof JoinCodeBodySchema>;
export type RosterBody = Static<typeof RosterBodySchema>;
export type RosterResult = Static<typeof RosterResultSchema>;
export type StaffRole = Static<typeof StaffRoleSchema>;
export type StaffMember = Static<typeof StaffMemberSchema>;
export type StaffBody = Static<typeof StaffBodySchema>;
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
