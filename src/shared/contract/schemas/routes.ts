import type { TSchema } from 'typebox';
import { ActivityListSchema, AnalyticsSchema } from './analytics';
import {
  LoginAnswerSchema,
  LoginBodySchema,
  PasswordBodySchema,
  ProfileAnswerSchema,
  ProfileBodySchema,
  RefreshAnswerSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResendVerificationBodySchema,
  VerifyEmailBodySchema,
} from './auth';
import { MessageSchema } from './common';
import {
  AssignmentBodySchema,
  AssignmentListSchema,
  AssignmentSchema,
  LessonBodySchema,
  LessonListSchema,
  LessonOrderSchema,
  LessonSchema,
} from './content';
import {
  CourseBodySchema,
  CourseDetailSchema,
  CourseListSchema,
  CourseSchema,
  WeekBodySchema,
  WeekListSchema,
  WeekSchema,
} from './courses';
import {
  AdminSubmissionDetailSchema,
  AdminSubmissionSummaryListSchema,
  AwaitingReviewListSchema,
  FeedbackItemUpdateSchema,
  ManualFeedbackItemSchema,
  ReviewFeedbackItemSchema,
  ReviewUpdateSchema,
  StudentFeedbackDetailSchema,
} from './feedback';
import { LegacyAnalyticsAnswerSchema, LegacyAnalyticsBodySchema } from './legacy-analytics';
import { LogIngestBodySchema, LogPageSchema, LogRecordSchema } from './logs';
import {
  CreateEnrollmentsAnswerSchema,
  CreateEnrollmentsBodySchema,
  DashboardSchema,
  EnrollmentDetailListSchema,
  UserPageSchema,
} from './people';
import type { ApiRouteName } from './routes';
import {
  DueAssignmentListSchema,
  StudentAssignmentSchema,
  StudentCourseDetailSchema,
  StudentCourseListSchema,
  StudentWeekSchema,
} from './student';
import {
  GradeItemListSchema,
  StudentSubmissionSchema,
  SubmissionBodySchema,
  SubmissionGradeSchema,
} from './submissions';
import { EnrollmentListSchema, HealthSchema, UserSchema } from './users';

/**
 * The body and the answers (by status) of every call in API_ROUTES, declared once. The server serves
 * each route with exactly these schemas (it refuses to start otherwise), and the contract parity test
 * checks the mocks' answers against them. Kept apart from routes.ts, which the browser imports: the
 * schemas are the server's validation and never run in the browser.
 */
export interface RouteSchemas {
  body?: TSchema;
  answer?: Record<number, TSchema>;
}

export const ROUTE_SCHEMAS: Record<ApiRouteName, RouteSchemas> = {
  health: { answer: { 200: HealthSchema } },
  login: { body: LoginBodySchema, answer: { 200: LoginAnswerSchema } },
  refresh: { body: RefreshBodySchema, answer: { 200: RefreshAnswerSchema } },
  logout: { body: RefreshBodySchema },
  register: { body: RegisterBodySchema, answer: { 202: MessageSchema } },
  verifyEmail: { body: VerifyEmailBodySchema, answer: { 200: MessageSchema } },
  resendVerification: { body: ResendVerificationBodySchema, answer: { 202: MessageSchema } },
  updateProfile: { body: ProfileBodySchema, answer: { 200: ProfileAnswerSchema } },
  changePassword: { body: PasswordBodySchema },
  getMe: { answer: { 200: UserSchema } },
  getUser: { answer: { 200: UserSchema } },
  getUserEnrollments: { answer: { 200: EnrollmentListSchema } },
  getCourses: { answer: { 200: CourseListSchema } },
  getCourse: { answer: { 200: CourseDetailSchema } },
  createCourse: { body: CourseBodySchema, answer: { 201: CourseSchema } },
  updateCourse: { body: CourseBodySchema, answer: { 200: CourseSchema } },
  deleteCourse: {},
  getCourseWeeks: { answer: { 200: WeekListSchema } },
  createWeek: { body: WeekBodySchema, answer: { 201: WeekSchema } },
  getWeek: { answer: { 200: WeekSchema } },
  updateWeek: { body: WeekBodySchema, answer: { 200: WeekSchema } },
  deleteWeek: {},
  getWeekLessons: { answer: { 200: LessonListSchema } },
  createLesson: { body: LessonBodySchema, answer: { 201: LessonSchema } },
  reorderLessons: { body: LessonOrderSchema, answer: { 200: LessonListSchema } },
  getLesson: { answer: { 200: LessonSchema } },
  updateLesson: { body: LessonBodySchema, answer: { 200: LessonSchema } },
  deleteLesson: {},
  getWeekAssignments: { answer: { 200: AssignmentListSchema } },
  createAssignment: { body: AssignmentBodySchema, answer: { 201: AssignmentSchema } },
  getAssignment: { answer: { 200: AssignmentSchema } },
  updateAssignment: { body: AssignmentBodySchema, answer: { 200: AssignmentSchema } },
  deleteAssignment: {},
  getUsers: { answer: { 200: UserPageSchema } },
  approveUser: { answer: { 200: UserSchema } },
  rejectUser: { answer: { 200: UserSchema } },
  getEnrollments: { answer: { 200: EnrollmentDetailListSchema } },
  createEnrollment: { body: CreateEnrollmentsBodySchema, answer: { 201: CreateEnrollmentsAnswerSchema } },
  deleteEnrollment: {},
  ingestLogs: { body: LogIngestBodySchema, answer: { 202: LegacyAnalyticsAnswerSchema } },
  getLogs: { answer: { 200: LogPageSchema } },
  getLog: { answer: { 200: LogRecordSchema } },
  legacyAnalytics: { body: LegacyAnalyticsBodySchema, answer: { 202: LegacyAnalyticsAnswerSchema } },
  exportUsers: {},
  exportEnrollments: {},
  exportGrades: {},
  getDashboard: { answer: { 200: DashboardSchema } },
  getAssignmentSubmissions: { answer: { 200: AdminSubmissionSummaryListSchema } },
  getAwaitingReview: { answer: { 200: AwaitingReviewListSchema } },
  getSubmissionReview: { answer: { 200: AdminSubmissionDetailSchema } },
  updateFeedbackItem: { body: FeedbackItemUpdateSchema, answer: { 200: ReviewFeedbackItemSchema } },
  createFeedbackItem: { body: ManualFeedbackItemSchema, answer: { 201: ReviewFeedbackItemSchema } },
  saveReview: { body: ReviewUpdateSchema, answer: { 200: AdminSubmissionDetailSchema } },
  regenerateFeedback: { answer: { 202: AdminSubmissionDetailSchema } },
  getAnalytics: { answer: { 200: AnalyticsSchema } },
  getActivity: { answer: { 200: ActivityListSchema } },
  getStudentCourses: { answer: { 200: StudentCourseListSchema } },
  getStudentCourse: { answer: { 200: StudentCourseDetailSchema } },
  getStudentWeek: { answer: { 200: StudentWeekSchema } },
  getDueAssignments: { answer: { 200: DueAssignmentListSchema } },
  getStudentAssignment: { answer: { 200: StudentAssignmentSchema } },
  submitEssay: {
    body: SubmissionBodySchema,
    answer: { 200: StudentSubmissionSchema, 201: StudentSubmissionSchema },
  },
  getStudentGrades: { answer: { 200: GradeItemListSchema } },
  getStudentFeedback: { answer: { 200: GradeItemListSchema } },
  deleteStudentFeedback: {},
  getAssignmentFeedback: { answer: { 200: StudentFeedbackDetailSchema } },
  getSubmissionGrade: { answer: { 200: SubmissionGradeSchema } },
};
