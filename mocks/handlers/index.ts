import { analyticsHandlers } from './analytics';
import { assignmentHandlers } from './assignments';
import { authHandlers } from './auth';
import { carriedItemHandlers } from './carried-items';
import { commentBankHandlers } from './comment-bank';
import { courseHandlers } from './courses';
import { dashboardHandlers } from './dashboard';
import { draftDiffHandlers } from './draft-diff';
import { dueDateHandlers } from './due-dates';
import { enrollmentHandlers } from './enrollments';
import { essayDraftHandlers } from './essay-drafts';
import { exportHandlers } from './exports';
import { feedbackCategoryHandlers } from './feedback-categories';
import { gradeHandlers } from './grades';
import { gradingHandlers } from './grading';
import { lessonHandlers } from './lessons';
import { logHandlers } from './logs';
import { ltiHandlers } from './lti';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { replyHandlers } from './replies';
import { rubricHandlers } from './rubrics';
import { studentContentHandlers } from './student-content';
import { studentFeedbackHandlers } from './student-feedback';
import { submissionHandlers } from './submissions';
import { userHandlers } from './users';
import { weekHandlers } from './weeks';

/** Every mock endpoint, by domain; tests and the demo area use the same list. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...courseHandlers,
  ...weekHandlers,
  ...lessonHandlers,
  ...assignmentHandlers,
  ...peopleHandlers,
  ...logHandlers,
  ...enrollmentHandlers,
  ...exportHandlers,
  ...dashboardHandlers,
  ...analyticsHandlers,
  ...studentContentHandlers,
  ...submissionHandlers,
  ...essayDraftHandlers,
  ...gradeHandlers,
  ...draftDiffHandlers,
  ...replyHandlers,
  ...notificationHandlers,
  ...carriedItemHandlers,
  ...gradingHandlers,
  ...dueDateHandlers,
  ...commentBankHandlers,
  ...ltiHandlers,
  ...feedbackCategoryHandlers,
  ...rubricHandlers,
  ...studentFeedbackHandlers,
];
