import type { TSchema } from 'typebox';
import type { ApiRouteName } from '../routes';
import { ActivityListSchema, AnalyticsQuerySchema, AnalyticsSchema } from './analytics';
import {
  AcceptInvitationBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LogoutBodySchema,
  PasswordBodySchema,
  ProfileAnswerSchema,
  ProfileBodySchema,
  RefreshAnswerSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResendVerificationBodySchema,
  VerifyEmailBodySchema,
} from './auth';
import {
  CommentBankBodySchema,
  CommentBankEntrySchema,
  CommentBankListSchema,
  CommentBankQuerySchema,
} from './comment-bank';
import { IdParamsSchema, MessageSchema } from './common';
import {
  AssignmentBodySchema,
  AssignmentListSchema,
  AssignmentSchema,
  AssignmentStudentListSchema,
  ExtensionBodySchema,
  ExtensionParamsSchema,
  ExtensionSchema,
  LessonBodySchema,
  LessonListSchema,
  LessonOrderSchema,
  LessonSchema,
  RevealQuerySchema,
} from './content';
import {
  ConfirmedQuerySchema,
  CourseBodySchema,
  CourseDetailSchema,
  CourseIdParamsSchema,
  CourseListSchema,
  CourseSchema,
  JoinCodeBodySchema,
  JoinCodeSchema,
  RosterBodySchema,
  RosterResultSchema,
  StaffBodySchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffParamsSchema,
  WeekBodySchema,
  WeekListSchema,
  WeekSchema,
} from './courses';
import {
  DraftHistoryParamsSchema,
  DraftHistorySchema,
  DraftHistoryVersionSchema,
  EssayDraftBodySchema,
  EssayDraftConflictSchema,
  EssayDraftSchema,
} from './essay-drafts';
import { CourseExportQuerySchema, UsersExportQuerySchema } from './exports';
import {
  AdminSubmissionDetailSchema,
  AdminSubmissionSummaryListSchema,
  AwaitingReviewListSchema,
  CarriedItemSchema,
  CarriedItemUpdateSchema,
  FeedbackItemParamsSchema,
  FeedbackItemUpdateSchema,
  FeedbackVersionQuerySchema,
  ManualFeedbackItemSchema,
  ReplyBodySchema,
  ReplyListSchema,
  ReplyParamsSchema,
  ReplySchema,
  ReviewFeedbackItemSchema,
  ReviewUpdateSchema,
  StudentFeedbackDetailSchema,
  SubmissionParamsSchema,
  UnreadRepliesSchema,
} from './feedback';
import {
  FeedbackCategoryBodySchema,
  FeedbackCategoryOrderSchema,
  FeedbackCategoryUpdateSchema,
  InstructorCategoryListSchema,
  InstructorCategorySchema,
} from './feedback-categories';
import { LegacyAnalyticsAnswerSchema, LegacyAnalyticsBodySchema } from './legacy-analytics';
import {
  LogIngestAnswerSchema,
  LogIngestBodySchema,
  LogListQuerySchema,
  LogPageSchema,
  LogRecordSchema,
} from './logs';
import { NotificationSettingsSchema } from './notifications';
import {
  CreateEnrollmentsAnswerSchema,
  CreateEnrollmentsBodySchema,
  DashboardSchema,
  EnrollmentDetailListSchema,
  EnrollmentQuerySchema,
  UserListQuerySchema,
  UserPageSchema,
} from './people';
import { RubricBodySchema, RubricLibrarySchema, RubricSchema } from './rubrics';
import {
  DueAssignmentListSchema,
  JoinAnswerSchema,
  JoinBodySchema,
  StudentAssignmentSchema,
  StudentCourseDetailSchema,
  StudentCourseListSchema,
  StudentWeekSchema,
} from './student';
import {
  DraftDiffQuerySchema,
  DraftDiffSchema,
  GradeItemListSchema,
  IdempotencyHeadersSchema,
  StudentSubmissionSchema,
  SubmissionBodySchema,
  SubmissionGradeSchema,
} from './submissions';
import { EnrollmentListSchema, HealthSchema, UserRoleBodySchema, UserSchema } from './users';

/**
 * Everything the server validates of each call in API_ROUTES, declared once: its path parameters, query,
 * headers, body and answers (by status). The server serves each route with exactly these schemas
 * (`serve` in src/server/routes/serve.ts takes them from here, and the server refuses to start with a
 * route served otherwise), and the contract parity test checks the mocks' answers against them. Like
 * every module in this folder it is the server's validation and never reaches the browser, which takes
 * its types and constants from the modules one folder up.
 */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  answer?: Record<number, TSchema>;
}

const Id = IdParamsSchema;

const schemas = {
  health: { answer: { 200: HealthSchema } },
  login: { body: LoginBodySchema, answer: { 200: LoginAnswerSchema } },
  refresh: { body: RefreshBodySchema, answer: { 200: RefreshAnswerSchema } },
  logout: { body: LogoutBodySchema },
  register: { body: RegisterBodySchema, answer: { 202: MessageSchema } },
  verifyEmail: { body: VerifyEmailBodySchema, answer: { 200: MessageSchema } },
  acceptInvitation: { body: AcceptInvitationBodySchema, answer: { 200: LoginAnswerSchema } },
  resendVerification: { body: ResendVerificationBodySchema, answer: { 202: MessageSchema } },
  updateProfile: { body: ProfileBodySchema, answer: { 200: ProfileAnswerSchema } },
  getNotificationSettings: { answer: { 200: NotificationSettingsSchema } },
  updateNotificationSettings: {
    body: NotificationSettingsSchema,
    answer: { 200: NotificationSettingsSchema },
  },
  changePassword: { body: PasswordBodySchema },
  getMe: { answer: { 200: UserSchema } },
  getUser: { params: Id, answer: { 200: UserSchema } },
  getUserEnrollments: { params: Id, answer: { 200: EnrollmentListSchema } },
  getCourses: { answer: { 200: CourseListSchema } },
  getCommentBank: { querystring: CommentBankQuerySchema, answer: { 200: CommentBankListSchema } },
  createBankEntry: { body: CommentBankBodySchema, answer: { 201: CommentBankEntrySchema } },
  updateBankEntry: { params: Id, body: CommentBankBodySchema, answer: { 200: CommentBankEntrySchema } },
  deleteBankEntry: { params: Id },
  getFeedbackCategories: { answer: { 200: InstructorCategoryListSchema } },
  createFeedbackCategory: { body: FeedbackCategoryBodySchema, answer: { 201: InstructorCategorySchema } },
  reorderFeedbackCategories: {
    body: FeedbackCategoryOrderSchema,
    answer: { 200: InstructorCategoryListSchema },
  },
  updateFeedbackCategory: {
    params: Id,
    body: FeedbackCategoryUpdateSchema,
    answer: { 200: InstructorCategorySchema },
  },
  deleteFeedbackCategory: { params: Id },
  getCourse: { params: Id, answer: { 200: CourseDetailSchema } },
  createCourse: { body: CourseBodySchema, answer: { 201: CourseSchema } },
  updateCourse: { params: Id, body: CourseBodySchema, answer: { 200: CourseSchema } },
  deleteCourse: { params: Id, querystring: ConfirmedQuerySchema },
  createJoinCode: { params: Id, body: JoinCodeBodySchema, answer: { 200: JoinCodeSchema } },
  deleteJoinCode: { params: Id },
  importRoster: { params: Id, body: RosterBodySchema, answer: { 200: RosterResultSchema } },
  getCourseStaff: { params: Id, answer: { 200: StaffListSchema } },
  addCourseStaff: { params: Id, body: StaffBodySchema, answer: { 201: StaffMemberSchema } },
  removeCourseStaff: { params: StaffParamsSchema },
  getCourseWeeks: { params: CourseIdParamsSchema, answer: { 200: WeekListSchema } },
  createWeek: { params: CourseIdParamsSchema, body: WeekBodySchema, answer: { 201: WeekSchema } },
  getWeek: { params: Id, answer: { 200: WeekSchema } },
  updateWeek: { params: Id, body: WeekBodySchema, answer: { 200: WeekSchema } },
  deleteWeek: { params: Id, querystring: ConfirmedQuerySchema },
  getWeekLessons: { params: Id, answer: { 200: LessonListSchema } },
  createLesson: { params: Id, body: LessonBodySchema, answer: { 201: LessonSchema } },
  reorderLessons: { params: Id, body: LessonOrderSchema, answer: { 200: LessonListSchema } },
  getLesson: { params: Id, answer: { 200: LessonSchema } },
  updateLesson: { params: Id, body: LessonBodySchema, answer: { 200: LessonSchema } },
  deleteLesson: { params: Id },
  getWeekAssignments: { params: Id, answer: { 200: AssignmentListSchema } },
  createAssignment: { params: Id, body: AssignmentBodySchema, answer: { 201: AssignmentSchema } },
  getAssignment: { params: Id, answer: { 200: AssignmentSchema } },
  updateAssignment: { params: Id, body: AssignmentBodySchema, answer: { 200: AssignmentSchema } },
  deleteAssignment: { params: Id, querystring: ConfirmedQuerySchema },
  getRubric: { params: Id, answer: { 200: RubricSchema } },
  saveRubric: { params: Id, body: RubricBodySchema, answer: { 200: RubricSchema } },
  getRubricLibrary: { answer: { 200: RubricLibrarySchema } },
  getUsers: { querystring: UserListQuerySchema, answer: { 200: UserPageSchema } },
  approveUser: { params: Id, answer: { 200: UserSchema } },
  updateUserRole: { params: Id, body: UserRoleBodySchema, answer: { 200: UserSchema } },
  rejectUser: { params: Id, answer: { 200: UserSchema } },
  getEnrollments: { querystring: EnrollmentQuerySchema, answer: { 200: EnrollmentDetailListSchema } },
  createEnrollment: { body: CreateEnrollmentsBodySchema, answer: { 201: CreateEnrollmentsAnswerSchema } },
  deleteEnrollment: { params: Id },
  ingestLogs: { body: LogIngestBodySchema, answer: { 202: LogIngestAnswerSchema } },
  getLogs: { querystring: LogListQuerySchema, answer: { 200: LogPageSchema } },
  getLog: { params: Id, answer: { 200: LogRecordSchema } },
  legacyAnalytics: { body: LegacyAnalyticsBodySchema, answer: { 202: LegacyAnalyticsAnswerSchema } },
  exportUsers: { querystring: UsersExportQuerySchema },
  exportEnrollments: { querystring: CourseExportQuerySchema },
  exportGrades: { querystring: CourseExportQuerySchema },
  getDashboard: { answer: { 200: DashboardSchema } },
  getAnalytics: { querystring: AnalyticsQuerySchema, answer: { 200: AnalyticsSchema } },
  getActivity: { answer: { 200: ActivityListSchema } },
  getAssignmentSubmissions: {
    params: Id,
    querystring: RevealQuerySchema,
    answer: { 200: AdminSubmissionSummaryListSchema },
  },
  getAssignmentStudents: {
    params: Id,
    querystring: RevealQuerySchema,
    answer: { 200: AssignmentStudentListSchema },
  },
  setExtension: {
    params: ExtensionParamsSchema,
    body: ExtensionBodySchema,
    answer: { 200: ExtensionSchema },
  },
  deleteExtension: { params: ExtensionParamsSchema },
  getAwaitingReview: { answer: { 200: AwaitingReviewListSchema } },
  getSubmissionReview: {
    params: SubmissionParamsSchema,
    querystring: RevealQuerySchema,
    answer: { 200: AdminSubmissionDetailSchema },
  },
  updateFeedbackItem: {
    params: FeedbackItemParamsSchema,
    body: FeedbackItemUpdateSchema,
    answer: { 200: ReviewFeedbackItemSchema },
  },
  createFeedbackItem: {
    params: SubmissionParamsSchema,
    body: ManualFeedbackItemSchema,
    answer: { 201: ReviewFeedbackItemSchema },
  },
  updateCarriedItem: {
    params: FeedbackItemParamsSchema,
    body: CarriedItemUpdateSchema,
    answer: { 200: CarriedItemSchema },
  },
  saveReview: {
    params: SubmissionParamsSchema,
    body: ReviewUpdateSchema,
    answer: { 200: AdminSubmissionDetailSchema },
  },
  regenerateFeedback: { params: SubmissionParamsSchema, answer: { 202: AdminSubmissionDetailSchema } },
  getStudentCourses: { answer: { 200: StudentCourseListSchema } },
  joinCourse: { body: JoinBodySchema, answer: { 200: JoinAnswerSchema } },
  getStudentCourse: { params: Id, answer: { 200: StudentCourseDetailSchema } },
  getStudentWeek: { params: Id, answer: { 200: StudentWeekSchema } },
  getDueAssignments: { answer: { 200: DueAssignmentListSchema } },
  getStudentAssignment: { params: Id, answer: { 200: StudentAssignmentSchema } },
  submitEssay: {
    params: Id,
    headers: IdempotencyHeadersSchema,
    body: SubmissionBodySchema,
    answer: { 200: StudentSubmissionSchema, 201: StudentSubmissionSchema },
  },
  getEssayDraft: { params: Id, answer: { 200: EssayDraftSchema } },
  saveEssayDraft: {
    params: Id,
    body: EssayDraftBodySchema,
    answer: { 200: EssayDraftSchema, 409: EssayDraftConflictSchema },
  },
  getDraftHistory: { params: Id, answer: { 200: DraftHistorySchema } },
  getDraftHistoryVersion: { params: DraftHistoryParamsSchema, answer: { 200: DraftHistoryVersionSchema } },
  getStudentGrades: { answer: { 200: GradeItemListSchema } },
  getStudentFeedback: { answer: { 200: GradeItemListSchema } },
  deleteStudentFeedback: { params: Id },
  getAssignmentFeedback: {
    params: Id,
    querystring: FeedbackVersionQuerySchema,
    answer: { 200: StudentFeedbackDetailSchema },
  },
  getSubmissionGrade: { params: Id, answer: { 200: SubmissionGradeSchema } },
  getSubmissionDiff: { params: Id, querystring: DraftDiffQuerySchema, answer: { 200: DraftDiffSchema } },
  getReplies: { params: ReplyParamsSchema, answer: { 200: ReplyListSchema } },
  createReply: { params: ReplyParamsSchema, body: ReplyBodySchema, answer: { 201: ReplySchema } },
  getUnreadReplies: { answer: { 200: UnreadRepliesSchema } },
} satisfies Record<ApiRouteName, RouteSchemas>;

/** One route's schemas with their own types, from which a handler's request and reply are typed. */
export type RouteSchemasOf<N extends ApiRouteName> = (typeof schemas)[N];

export const ROUTE_SCHEMAS: Record<ApiRouteName, RouteSchemas> = schemas;
