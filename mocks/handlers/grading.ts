import { HttpResponse } from 'msw';
import type {
  AdminSubmissionDetail,
  AdminSubmissionSummary,
  FeedbackItemUpdate,
  ManualFeedbackItem,
  ReviewFeedbackItem,
  ReviewUpdate,
  RubricScoreBody,
} from '../../src/shared/contract';
import { contextAround } from '../../src/shared/rules/anchoring';
import { NO_RUBRIC, rubricGrade } from '../../src/shared/rules/rubric-grade';
import { RubricRefusal } from '../../src/shared/rules/rubric-numbering';
import { checkedScores, scoresOf } from '../../src/shared/rules/rubric-scores';
import { levelSuggestions } from '../../src/shared/rules/rubric-suggestions';
import { db, nextId } from '../db';
import {
  draftedItems,
  GRADING_SUMMARY,
  type MockFeedbackItem,
  type MockReview,
  plainTextOf,
  queuedReview,
  readyReview,
} from '../fixtures/grading';
import type { MockSubmission } from '../fixtures/submissions';
import { latenessOf } from './due-dates';
import { mayFileUnder } from './feedback-categories';
import { handleAsAdmin } from './handle';
import { replyCountsFor } from './replies';
import { apiError, notFound } from './respond';
import { rowOf } from './rows';
import { carriedItemsOf, versionsOf } from './submissions';

const isLatest = (row: MockSubmission) =>
  !db.submissions.some(
    (later) =>
      later.assignment_id === row.assignment_id &&
      later.user_id === row.user_id &&
      later.version > row.version,
  );

const studentName = (row: MockSubmission) => db.users.get(row.user_id)?.username ?? 'unknown';

function reviewOf(row: MockSubmission): MockReview {
  const found = db.reviews.get(row.id);
  if (found) return found;
  const fresh = row.feedback_generated_at ? readyReview() : queuedReview();
  db.reviews.set(row.id, fresh);
  return fresh;
}

/**
 * The mock engine works as fast as a quick worker: a draft someone was told is under way is finished
 * by their next look, so a screen shows 'Drafting…' once and the result on its next poll.
 */
function lookAt(row: MockSubmission): void {
  const review = reviewOf(row);
  if (review.draft_status !== 'queued' && review.draft_status !== 'running') return;
  if (!review.drafting_seen) {
    review.drafting_seen = true;
    return;
  }
  const items = draftedItems(plainTextOf(row.content_html), row.id, nextId(db.feedbackItems));
  db.feedbackItems.push(...items);
  Object.assign(review, readyReview({ suggested_grade: review.suggested_grade ?? 75, drafting_seen: false }));
  row.feedback_generated_at ??= new Date().toISOString();
}

const readingOrder = (a: MockFeedbackItem, b: MockFeedbackItem) =>
  a.startIndex - b.startIndex || a.endIndex - b.endIndex || a.id - b.id;

const toReviewItem = ({ submission_id: _, ...item }: MockFeedbackItem, position = 0): ReviewFeedbackItem => ({
  ...item,
  position,
});

function summaryOf(row: MockSubmission): AdminSubmissionSummary {
  const review = reviewOf(row);
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    user_id: row.user_id,
    student_name: studentName(row),
    version: row.version,
    word_count: row.word_count,
    status: row.status,
    submitted_at: row.submitted_at,
    suggested_grade: review.suggested_grade,
    grade: row.grade,
    draft_status: review.draft_status,
    draft_ready: review.draft_status === 'ready',
    saved: row.saved,
    is_approved: row.is_approved,
    graded_at: row.graded_at,
    ...latenessOf(row.assignment_id, row.user_id, row.submitted_at),
    // The demo's assignments were not launched from an LMS: no grade goes to a grade book, unless a
    // test says where one stands.
    lms_grade: db.lmsGrades.get(row.id) ?? null,
  };
}

function detailOf(row: MockSubmission): AdminSubmissionDetail {
  // The grade book's state is the list's alone, as on the server.
  const { lms_grade: _, ...summary } = summaryOf(row);
  const review = reviewOf(row);
  const assignment = db.assignments.find((candidate) => candidate.id === row.assignment_id);
  const items = db.feedbackItems.filter((item) => item.submission_id === row.id).sort(readingOrder);
  const rubric = db.rubrics.get(row.assignment_id) ?? NO_RUBRIC;
  const suggestions =
    review.draft_status === 'ready' ? levelSuggestions(rubric, items, row.word_count) : undefined;
  return {
    ...summary,
    // The demo's instructor is the site administrator, who may always release.
    may_release: db.reviewerMayRelease,
    assignment_title: assignment?.title ?? '',
    content: row.content_html,
    content_text: plainTextOf(row.content_html),
    feedback: row.feedback,
    structured_feedback_json: review.structured_feedback_json,
    feedback_generated_at: row.feedback_generated_at,
    created_at: row.submitted_at,
    updated_at: row.submitted_at,
    general_feedback: row.feedback,
    feedback_items: items.map((item, index) => toReviewItem(item, index + 1)),
    draft_error: review.draft_error,
    engine: review.engine,
    engine_version: review.engine_version,
    rubric,
    rubric_scores: scoresOf(rubric, db.rubricScores.get(row.id) ?? null, suggestions),
    carried_items: carriedItemsOf(row.id),
    versions: versionsOf(row.user_id, row.assignment_id, false),
    reply_counts: replyCountsFor(
      [...items.map((item) => item.id), ...carriedItemsOf(row.id).map((item) => item.from_item_id)],
      { role: 'admin' },
    ),
  };
}

/** The essay the address names, or 404. */
function submissionOrRefusal(params: { assignmentId: string; submissionId: string }) {
  const row = db.submissions.find(
    (candidate) =>
      candidate.id === Number(params.submissionId) && candidate.assignment_id === Number(params.assignmentId),
  );
  return row ?? notFound('That submission');
}

const invalid = (field: string, message: string) =>
  apiError(400, 'VALIDATION_FAILED', message, { detail: message, fields: { [field]: message } });

function itemProblem(request: Request, body: FeedbackItemUpdate | ManualFeedbackItem, current?: string) {
  if (body.comment !== undefined && !body.comment.trim()) return invalid('comment', 'Write a comment.');
  if (body.category !== undefined && body.category !== current && !mayFileUnder(request, body.category)) {
    return invalid(
      'category',
      'Choose one of your active feedback categories (the Categories page lists them).',
    );
  }
  return null;
}

/** The scores a review stores (those sent, checked, else the ones kept), or the refusal of them. */
function scoresOfReview(row: MockSubmission, body: ReviewUpdate): RubricScoreBody[] | Response {
  if (!body.rubric_scores) return db.rubricScores.get(row.id) ?? [];
  try {
    return checkedScores(db.rubrics.get(row.assignment_id) ?? NO_RUBRIC, body.rubric_scores);
  } catch (error) {
    if (error instanceof RubricRefusal) return invalid(error.field, error.message);
    throw error;
  }
}

/** The review's grade: the one typed, else what a fully scored rubric gives. */
const gradeOf = (row: MockSubmission, body: ReviewUpdate, scores: RubricScoreBody[]) =>
  body.grade ?? rubricGrade(db.rubrics.get(row.assignment_id) ?? NO_RUBRIC, scores);

function reviewProblem(row: MockSubmission, body: ReviewUpdate, scores: RubricScoreBody[]) {
  const { grade } = body;
  if (grade !== null && (!Number.isInteger(grade) || grade < 0 || grade > 100)) {
    return invalid('grade', 'Enter a whole number from 0 to 100.');
  }
  const released = body.release || row.graded_at !== null;
  return released && gradeOf(row, body, scores) === null
    ? invalid('grade', 'Set a final grade before releasing the feedback.')
    : null;
}

/** The instructor's grading calls, over the submissions, drafts and items of the data store. */
export const gradingHandlers = [
  handleAsAdmin('getAssignmentSubmissions', ({ request, params }) => {
    const assignment = rowOf('assignments', params.id);
    if (!assignment) return notFound('That assignment');
    const assignmentId = assignment.id;
    const rows = db.submissions
      .filter((row) => row.assignment_id === assignmentId && isLatest(row))
      .sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id - b.id);
    rows.forEach(lookAt);
    // As the server: an assignment graded anonymously shows "Student N" until release, unless revealed.
    const hidden = assignment.anonymous_grading && new URL(request.url).searchParams.get('reveal') !== 'true';
    const authors = [...new Set(rows.map((row) => row.user_id))].sort((a, b) => a - b);
    return HttpResponse.json(
      rows.map((row) => {
        const summary = summaryOf(row);
        return hidden && row.graded_at === null
          ? { ...summary, student_name: `Student ${authors.indexOf(row.user_id) + 1}` }
          : summary;
      }),
    );
  }),

  handleAsAdmin('getSubmissionReview', ({ params }) => {
    const row = submissionOrRefusal(params);
    if (row instanceof Response) return row;
    lookAt(row);
    return HttpResponse.json(detailOf(row));
  }),

  handleAsAdmin('updateFeedbackItem', async ({ request, params }) => {
    const row = submissionOrRefusal(params);
    if (row instanceof Response) return row;
    const item = db.feedbackItems.find(
      (candidate) => candidate.id === Number(params.itemId) && candidate.submission_id === row.id,
    );
    if (!item) return notFound('That comment');
    const { decision, ...changes } = await request.json();
    const problem = itemProblem(request, changes, item.category);
    if (problem) return problem;
    const textChanged = Object.entries(changes).some(
      ([key, value]) => value !== undefined && value !== item[key as keyof typeof changes],
    );
    // Rewritten words are the instructor's from then on, as the server counts them.
    const rewritten = (['comment', 'suggestion'] as const).some(
      (key) => changes[key] !== undefined && changes[key] !== item[key],
    );
    // Rewording a comment is a way of accepting it, unless the same request rejects it.
    Object.assign(item, changes, {
      decision: decision ?? (textChanged ? 'accepted' : item.decision),
      edited: item.edited || textChanged,
      aiGenerated: item.aiGenerated && !rewritten,
    });
    return HttpResponse.json(toReviewItem(item));
  }),

  handleAsAdmin('createFeedbackItem', async ({ request, params, user }) => {
    const row = submissionOrRefusal(params);
    if (row instanceof Response) return row;
    const { bank_entry_id: bankEntryId, ...body } = await request.json();
    const problem = itemProblem(request, body);
    if (problem) return problem;
    const text = plainTextOf(row.content_html);
    const { startIndex: start, endIndex: end } = body;
    if (end <= start || text.slice(start, end) !== body.quote) {
      return invalid('quote', 'The selected text no longer matches the essay. Select it again.');
    }
    const item: MockFeedbackItem = {
      ...body,
      id: nextId(db.feedbackItems),
      submission_id: row.id,
      ...contextAround(text, { start, end }),
      aiGenerated: false,
      decision: 'accepted',
      edited: false,
    };
    db.feedbackItems.push(item);
    // As the server does: one more use of the instructor's own entry; anyone else's counts nothing.
    const used = db.commentBank.find((entry) => entry.id === bankEntryId && entry.owner_id === user.id);
    if (used) used.uses += 1;
    return HttpResponse.json(toReviewItem(item), { status: 201 });
  }),

  handleAsAdmin('saveReview', async ({ request, params }) => {
    const row = submissionOrRefusal(params);
    if (row instanceof Response) return row;
    const body = await request.json();
    const scores = scoresOfReview(row, body);
    if (scores instanceof Response) return scores;
    const problem = reviewProblem(row, body, scores);
    if (problem) return problem;
    db.rubricScores.set(row.id, scores);
    const review = reviewOf(row);
    const now = new Date().toISOString();
    const released = body.release || row.graded_at !== null;
    review.structured_feedback_json = JSON.stringify({
      ...GRADING_SUMMARY,
      overall_feedback: body.overall_feedback,
      strengths: body.strengths,
      areas_for_improvement: body.areas_for_improvement,
      encouragement: body.encouragement,
      suggested_grade: review.suggested_grade,
    });
    // Saving marks the draft as generated, so section 4 keeps it hidden until graded_at is set.
    row.feedback_generated_at ??= now;
    Object.assign(row, { grade: gradeOf(row, body, scores), feedback: body.general_feedback, saved: true });
    if (released)
      Object.assign(row, { graded_at: row.graded_at ?? now, is_approved: true, status: 'graded' });
    return HttpResponse.json(detailOf(row));
  }),

  handleAsAdmin('regenerateFeedback', ({ params }) => {
    const row = submissionOrRefusal(params);
    if (row instanceof Response) return row;
    // The engine's items go at once; the instructor's own items stay.
    db.feedbackItems = db.feedbackItems.filter((item) => item.submission_id !== row.id || !item.aiGenerated);
    // The answer tells the instructor the draft is under way.
    db.reviews.set(row.id, {
      ...reviewOf(row),
      draft_status: 'queued',
      draft_error: null,
      drafting_seen: true,
    });
    row.saved = false;
    return HttpResponse.json(detailOf(row), { status: 202 });
  }),

  handleAsAdmin('getAwaitingReview', () => {
    const rows = db.submissions
      .filter((row) => !row.graded_at && !row.is_approved && isLatest(row))
      .sort((a, b) => a.submitted_at.localeCompare(b.submitted_at) || a.id - b.id);
    return HttpResponse.json(
      rows.map((row) => {
        const assignment = db.assignments.find((candidate) => candidate.id === row.assignment_id);
        const week = db.weeks.find((candidate) => candidate.id === assignment?.week_id);
        const course = db.courses.find((candidate) => candidate.id === week?.course_id);
        const review = reviewOf(row);
        return {
          submission_id: row.id,
          assignment_id: row.assignment_id,
          assignment_title: assignment?.title ?? '',
          course_id: course?.id ?? 0,
          course_title: course?.title ?? '',
          student_name: studentName(row),
          submitted_at: row.submitted_at,
          draft_status: review.draft_status,
          suggested_grade: review.suggested_grade,
        };
      }),
    );
  }),
];
