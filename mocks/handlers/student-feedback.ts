import { HttpResponse } from 'msw';
import type { FeedbackItem } from '../../src/shared/contract';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { NO_RUBRIC } from '../../src/shared/rules/rubric-grade';
import { scoresOf } from '../../src/shared/rules/rubric-scores';
import { db } from '../db';
import { type MockFeedbackItem, plainTextOf } from '../fixtures/grading';
import { mockCategoryLooks } from './feedback-categories';
import { handleAsStudent } from './handle';
import { replyCountsFor } from './replies';
import { apiError, notEnrolled } from './respond';
import { rowOf } from './rows';
import { carriedItemsOf, latestVersion, maySubmit, versionsOf } from './submissions';

const noFeedback = () =>
  apiError(404, 'NOT_FOUND', 'Assignment not found or no feedback available', {
    detail: 'Assignment not found or no feedback available',
  });

/** Accepted comments in reading order, numbered from 1 as the server numbers them. */
function studentItems(submissionId: number): FeedbackItem[] {
  return db.feedbackItems
    .filter((item) => item.submission_id === submissionId && item.decision === 'accepted')
    .sort((a, b) => a.startIndex - b.startIndex || a.endIndex - b.endIndex || a.id - b.id)
    .map((item: MockFeedbackItem, index) => ({
      id: item.id,
      quote: item.quote,
      category: item.category,
      comment: item.comment,
      suggestion: item.suggestion,
      severity: item.severity,
      startIndex: item.startIndex,
      endIndex: item.endIndex,
      position: index + 1,
      aiGenerated: item.aiGenerated,
    }));
}

export const studentFeedbackHandlers = [
  // The author's latest essay; its feedback only once released (design: unreleased feedback stays put).
  handleAsStudent('getAssignmentFeedback', ({ request, params, user }) => {
    const assignment = rowOf('assignments', params.id);
    const week = db.weeks.find((row) => row.id === assignment?.week_id);
    if (!assignment || !week) return noFeedback();
    if (!db.enrollments.some((row) => row.user_id === user.id && row.course_id === week.course_id)) {
      return notEnrolled();
    }
    const wanted = new URL(request.url).searchParams.get('version');
    const submission = wanted
      ? db.submissions.find(
          (row) =>
            row.user_id === user.id && row.assignment_id === assignment.id && row.version === Number(wanted),
        )
      : latestVersion(user.id, assignment.id);
    if (!submission) return noFeedback();
    const versions = versionsOf(user.id, assignment.id, true);
    const isLatest = versions[versions.length - 1]?.submission_id === submission.id;
    const released = isReleasedToStudent(submission);
    const review = db.reviews.get(submission.id);
    const rubric = (released && db.rubrics.get(assignment.id)) || NO_RUBRIC;
    return HttpResponse.json({
      assignment_id: assignment.id,
      assignment_title: assignment.title,
      submission_id: submission.id,
      content: submission.content_html,
      content_text: plainTextOf(submission.content_html),
      word_count: submission.word_count,
      submitted_at: submission.submitted_at,
      released,
      grade: released ? submission.grade : null,
      suggested_grade: released ? (review?.suggested_grade ?? null) : null,
      feedback: released ? submission.feedback : null,
      structured_feedback_json: released ? (review?.structured_feedback_json ?? null) : null,
      feedback_items: released ? studentItems(submission.id) : [],
      feedback_generated_at: released ? submission.feedback_generated_at : null,
      graded_at: released ? submission.graded_at : null,
      rubric,
      rubric_scores: scoresOf(rubric, released ? (db.rubricScores.get(submission.id) ?? null) : null),
      version: submission.version,
      carried_items: released ? carriedItemsOf(submission.id) : [],
      can_revise: isLatest && released && maySubmit(assignment, submission),
      versions,
      reply_counts: released
        ? replyCountsFor(
            [
              ...db.feedbackItems
                .filter((item) => item.submission_id === submission.id && item.decision === 'accepted')
                .map((item) => item.id),
              ...carriedItemsOf(submission.id).map((item) => item.from_item_id),
            ],
            user,
          )
        : [],
      categories: released
        ? mockCategoryLooks([
            ...studentItems(submission.id).map((item) => item.category),
            ...carriedItemsOf(submission.id).map((item) => item.category),
          ])
        : [],
    });
  }),
];
