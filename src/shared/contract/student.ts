import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  DueAssignmentSchema,
  JoinAnswerSchema,
  JoinBodySchema,
  StudentAssignmentSchema,
  StudentAssignmentSummarySchema,
  StudentCourseDetailSchema,
  StudentCourseSchema,
  StudentLessonSchema,
  StudentWeekSchema,
  StudentWeekSummarySchema,
  WeekStatisticsSchema,
} from './schemas/student';

export type JoinBody = Static<typeof JoinBodySchema>;
export type JoinAnswer = Static<typeof JoinAnswerSchema>;
export type WeekStatistics = Static<typeof WeekStatisticsSchema>;
export type StudentCourse = Static<typeof StudentCourseSchema>;
export type StudentWeekSummary = Static<typeof StudentWeekSummarySchema>;
export type StudentCourseDetail = Static<typeof StudentCourseDetailSchema>;
export type StudentLesson = Static<typeof StudentLessonSchema>;
export type StudentAssignmentSummary = Static<typeof StudentAssignmentSummarySchema>;
export type StudentWeek = Static<typeof StudentWeekSchema>;
export type StudentAssignment = Static<typeof StudentAssignmentSchema>;
export type DueAssignment = Static<typeof DueAssignmentSchema>;

/** The student's courses, weeks and assignments, and joining a course by its code. */
export const STUDENT_ROUTES = {
  getStudentCourses: route('GET', '/student/courses'),
  joinCourse: route('POST', '/student/join'),
  getStudentCourse: route('GET', '/student/courses/:id'),
  getStudentWeek: route('GET', '/student/weeks/:id'),
  getDueAssignments: route('GET', '/student/assignments'),
  getStudentAssignment: route('GET', '/student/assignments/:id'),
} as const;
