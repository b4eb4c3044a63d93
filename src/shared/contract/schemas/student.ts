import { type Static, Type } from 'typebox';
import type { STUDENT_ROUTES } from '../student';
import { ClosedObject, IdParamsSchema, Nullable, OneOf, type RouteSchemas, servedBy } from './common';
import { CourseSchema, WeekSchema } from './courses';
import { StudentSubmissionSchema, SubmissionStatusSchema } from './submissions';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Nullable(DateTime);
const WordLimit = Nullable(Type.Integer());

/** Section 2, page header: lessons, assignments, completed (feedback released), in progress (submitted). */
export const WeekStatisticsSchema = Type.Object({
  lessons: Type.Integer(),
  assignments: Type.Integer(),
  completed: Type.Integer(),
  in_progress: Type.Integer(),
});
export type WeekStatistics = Static<typeof WeekStatisticsSchema>;

export const StudentCourseSchema = Type.Object({
  ...CourseSchema.properties,
  week_count: Type.Integer(),
  assignment_count: Type.Integer(),
  completed_count: Type.Integer(),
  active_week_id: Nullable(Type.Integer()),
});
export type StudentCourse = Static<typeof StudentCourseSchema>;
/** A code typed by a student (or brought by a /join link); compared without case, spaces or dashes. */
export const JoinBodySchema = ClosedObject({ code: Type.String({ minLength: 1, maxLength: 32 }) });
export type JoinBody = Static<typeof JoinBodySchema>;

/**
 * What joining did: `enrolled` (now in the course), `already_enrolled`, or `after_verification` (the
 * account's e-mail is not verified yet: it is enrolled once the link is opened).
 */
export const JoinAnswerSchema = Type.Object({
  course_id: Type.Integer(),
  course_title: Type.String(),
  outcome: OneOf(['enrolled', 'already_enrolled', 'after_verification']),
});
export type JoinAnswer = Static<typeof JoinAnswerSchema>;

export const StudentCourseListSchema = Type.Array(StudentCourseSchema);

export const StudentWeekSummarySchema = Type.Object({
  ...WeekSchema.properties,
  statistics: WeekStatisticsSchema,
});
export type StudentWeekSummary = Static<typeof StudentWeekSummarySchema>;

export const StudentCourseDetailSchema = Type.Object({
  ...CourseSchema.properties,
  weeks: Type.Array(StudentWeekSummarySchema),
});
export type StudentCourseDetail = Static<typeof StudentCourseDetailSchema>;

export const StudentLessonSchema = Type.Object({
  id: Type.Integer(),
  week_id: Type.Integer(),
  title: Type.String(),
  content_html: Type.String(),
  position: Type.Integer(),
});
export type StudentLesson = Static<typeof StudentLessonSchema>;

/** An assignment in a week's list with where this student stands on it. */
export const StudentAssignmentSummarySchema = Type.Object({
  id: Type.Integer(),
  week_id: Type.Integer(),
  title: Type.String(),
  due_at: NullableDateTime,
  min_words: WordLimit,
  max_words: WordLimit,
  /** 'draft' is never sent: drafts live in the browser (spec section 3). */
  status: Type.Union([Type.Literal('not_started'), SubmissionStatusSchema]),
  submitted_at: NullableDateTime,
  grade: Nullable(Type.Integer()),
});
export type StudentAssignmentSummary = Static<typeof StudentAssignmentSummarySchema>;

export const StudentWeekSchema = Type.Object({
  ...WeekSchema.properties,
  course_title: Type.String(),
  lessons: Type.Array(StudentLessonSchema),
  assignments: Type.Array(StudentAssignmentSummarySchema),
  statistics: WeekStatisticsSchema,
});
export type StudentWeek = Static<typeof StudentWeekSchema>;

export const StudentAssignmentSchema = Type.Object({
  id: Type.Integer(),
  week_id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  week_number: Type.Integer(),
  week_title: Type.String(),
  title: Type.String(),
  instructions_html: Type.String(),
  due_at: NullableDateTime,
  min_words: WordLimit,
  max_words: WordLimit,
  /** The latest version counts; null before the first submission. */
  latest_submission: Type.Union([StudentSubmissionSchema, Type.Null()]),
  /** False once feedback is released: the essay can no longer be replaced. */
  can_submit: Type.Boolean(),
});
export type StudentAssignment = Static<typeof StudentAssignmentSchema>;

/** Assignments due soon across the student's courses (the dashboard's list). */
export const DueAssignmentSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  week_id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  due_at: NullableDateTime,
  status: Type.Union([Type.Literal('not_started'), SubmissionStatusSchema]),
});
export type DueAssignment = Static<typeof DueAssignmentSchema>;
export const DueAssignmentListSchema = Type.Array(DueAssignmentSchema);

/** What the server validates of each call of the domain (../student.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const STUDENT_ROUTE_SCHEMAS = {
  ...servedBy('student/courses', {
    getStudentCourses: { answer: { 200: StudentCourseListSchema } },
    getStudentCourse: { params: IdParamsSchema, answer: { 200: StudentCourseDetailSchema } },
  }),
  ...servedBy('student/join', { joinCourse: { body: JoinBodySchema, answer: { 200: JoinAnswerSchema } } }),
  ...servedBy('student/weeks', { getStudentWeek: { params: IdParamsSchema, answer: { 200: StudentWeekSchema } } }),
  ...servedBy('student/assignments', {
    getDueAssignments: { answer: { 200: DueAssignmentListSchema } },
    getStudentAssignment: { params: IdParamsSchema, answer: { 200: StudentAssignmentSchema } },
  }),
} satisfies Record<keyof typeof STUDENT_ROUTES, RouteSchemas>;
