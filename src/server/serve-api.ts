import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import account from './routes/account';
import adminActivity from './routes/admin/activity';
import adminAnalytics from './routes/admin/analytics';
import adminAssignment from './routes/admin/assignments';
import assignmentExtensions from './routes/admin/assignments/extensions';
import assignmentRubric from './routes/admin/assignments/rubric';
import assignmentStudents from './routes/admin/assignments/students';
import assignmentSubmissions from './routes/admin/assignments/submissions';
import carriedItemRoutes from './routes/admin/assignments/submissions/carried-items';
import feedbackItems from './routes/admin/assignments/submissions/feedback-items';
import regenerate from './routes/admin/assignments/submissions/regenerate';
import review from './routes/admin/assignments/submissions/review';
import commentBank from './routes/admin/comment-bank';
import adminCourses from './routes/admin/courses';
import joinCode from './routes/admin/courses/join-code';
import roster from './routes/admin/courses/roster';
import courseStaff from './routes/admin/courses/staff';
import courseWeeks from './routes/admin/courses/weeks';
import adminDashboard from './routes/admin/dashboard';
import adminEnrollments from './routes/admin/enrollments';
import workbooks from './routes/admin/exports/workbooks';
import feedbackCategories from './routes/admin/feedback-categories';
import feedbackCategoryOrder from './routes/admin/feedback-categories/order';
import adminLesson from './routes/admin/lessons';
import logs from './routes/admin/logs';
import logIngest from './routes/admin/logs/ingest/batch';
import rubricLibrary from './routes/admin/rubrics';
import awaitingReview from './routes/admin/submissions/awaiting-review';
import people from './routes/admin/users';
import decisions from './routes/admin/users/decisions';
import userEnrollments from './routes/admin/users/enrollments';
import adminWeek from './routes/admin/weeks';
import weekAssignments from './routes/admin/weeks/assignments';
import weekLessons from './routes/admin/weeks/lessons';
import lessonOrder from './routes/admin/weeks/lessons/order';
import replies from './routes/feedback-items/replies';
import health from './routes/health';
import invitation from './routes/invitation';
import legacyAnalytics from './routes/logging/kusto';
import notificationSettings from './routes/profile/notifications';
import registration from './routes/registration';
import unreadReplies from './routes/replies/unread';
import signIn from './routes/sign-in';
import studentAssignments from './routes/student/assignments';
import draftHistory from './routes/student/assignments/draft/history';
import essayDrafts from './routes/student/assignments/drafts';
import assignmentFeedback from './routes/student/assignments/feedback';
import essaySubmissions from './routes/student/assignments/submissions';
import studentCourses from './routes/student/courses';
import studentFeedback from './routes/student/feedback';
import studentGrades from './routes/student/grades';
import joinCourse from './routes/student/join';
import studentWeeks from './routes/student/weeks';
import submissionDiff from './routes/submissions/diff';
import submissionGrade from './routes/submissions/grade';
import user from './routes/users';
import me from './routes/users/me';
import { releasedGradesReader } from './submissions/grade-store';

/**
 * Every call of the API. Each route file sits where its address does (routes/admin/courses/weeks.ts
 * serves /api/admin/courses/{courseId}/weeks) and takes the address from the contract (routes/serve.ts),
 * so none is registered under a prefix.
 */
export default async function serveApi(app: FastifyInstance, { config }: { config: Config }) {
  const { publicUrl } = config;
  const eventsPerAccountPerDay = {
    verified: config.logEventsPerAccountPerDay,
    unverified: config.logEventsPerUnverifiedAccountPerDay,
  };

  await app.register(health);
  await app.register(signIn, {
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    failuresPerAccount: config.loginFailuresPerAccount,
  });
  await app.register(registration, { publicUrl });
  await app.register(invitation, { refreshTokenTtlDays: config.refreshTokenTtlDays });
  await app.register(account, { publicUrl });
  await app.register(me);
  await app.register(user);
  await app.register(submissionGrade);
  await app.register(submissionDiff);
  await app.register(replies, { publicUrl, perThreadPer10Minutes: config.repliesPerThreadPer10Minutes });
  await app.register(notificationSettings);
  await app.register(unreadReplies);
  await app.register(legacyAnalytics, { enabled: config.legacyAnalytics, eventsPerAccountPerDay });

  await app.register(studentCourses);
  await app.register(joinCourse);
  await app.register(studentWeeks);
  await app.register(studentAssignments);
  await app.register(essaySubmissions, {
    essaySubmissionsPer10Minutes: config.essaySubmissionsPer10Minutes,
    publicUrl,
  });
  await app.register(essayDrafts, { historyEverySeconds: config.draftHistorySeconds });
  await app.register(draftHistory);
  await app.register(assignmentFeedback);
  const releasedOf = releasedGradesReader(app.db, app.changes);
  await app.register(studentGrades, { releasedOf });
  await app.register(studentFeedback, { releasedOf });

  await app.register(commentBank);
  await app.register(feedbackCategories);
  await app.register(feedbackCategoryOrder);
  await app.register(assignmentRubric);
  await app.register(rubricLibrary);
  await app.register(adminCourses);
  await app.register(joinCode);
  await app.register(courseStaff);
  await app.register(roster);
  await app.register(courseWeeks);
  await app.register(adminWeek);
  await app.register(weekLessons);
  await app.register(lessonOrder);
  await app.register(weekAssignments);
  await app.register(adminLesson);
  await app.register(adminAssignment);
  await app.register(assignmentSubmissions);
  await app.register(assignmentStudents);
  await app.register(assignmentExtensions);
  await app.register(feedbackItems);
  await app.register(review, { publicUrl });
  await app.register(carriedItemRoutes);
  await app.register(regenerate);
  await app.register(awaitingReview);
  await app.register(people);
  await app.register(decisions, { publicUrl });
  await app.register(userEnrollments);
  await app.register(adminEnrollments);
  await app.register(logs);
  await app.register(logIngest, { eventsPerAccountPerDay });
  await app.register(workbooks);
  await app.register(adminDashboard);
  await app.register(adminAnalytics);
  await app.register(adminActivity);
}
