import { route } from './route-spec';

export type * from './schemas/student';

/** The student's courses, weeks and assignments, and joining a course by its code. */
export const STUDENT_ROUTES = {
  getStudentCourses: route('GET', '/student/courses'),
  joinCourse: route('POST', '/student/join'),
  getStudentCourse: route('GET', '/student/courses/:id'),
  getStudentWeek: route('GET', '/student/weeks/:id'),
  getDueAssignments: route('GET', '/student/assignments'),
  getStudentAssignment: route('GET', '/student/assignments/:id'),
} as const;
