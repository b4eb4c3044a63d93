import { route } from './route-spec';

export type * from './schemas/content';

/** A week's lessons and assignments, and each student's own due date (the instructor's side). */
export const CONTENT_ROUTES = {
  getWeekLessons: route('GET', '/admin/weeks/:id/lessons'),
  createLesson: route('POST', '/admin/weeks/:id/lessons'),
  reorderLessons: route('PUT', '/admin/weeks/:id/lessons/order'),
  getLesson: route('GET', '/admin/lessons/:id'),
  updateLesson: route('PUT', '/admin/lessons/:id'),
  deleteLesson: route('DELETE', '/admin/lessons/:id'),
  getWeekAssignments: route('GET', '/admin/weeks/:id/assignments'),
  createAssignment: route('POST', '/admin/weeks/:id/assignments'),
  getAssignment: route('GET', '/admin/assignments/:id'),
  updateAssignment: route('PUT', '/admin/assignments/:id'),
  deleteAssignment: route('DELETE', '/admin/assignments/:id'),
  getAssignmentStudents: route('GET', '/admin/assignments/:id/students'),
  setExtension: route('PUT', '/admin/assignments/:id/extensions/:userId'),
  deleteExtension: route('DELETE', '/admin/assignments/:id/extensions/:userId'),
} as const;
