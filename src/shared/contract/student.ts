import type { Static } from 'typebox';
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
