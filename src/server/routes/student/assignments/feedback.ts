import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../shared/contract/common';
import type { StudentFeedbackDetail } from '../../../../shared/contract/feedback';
import { NO_RUBRIC } from '../../../../shared/rules/rubric-grade';
import { scoresOf } from '../../../../shared/rules/rubric-scores';
import { HttpError } from '../../../errors';
import {
  listCarriedItems,
  listVersionHeads,
  toCarriedItem,
  toEssayVersion,
} from '../../../feedback/carried-items';
import { inReadingOrder, toFeedbackItem } from '../../../feedback/item-dto';
import { listAcceptedItemsOfSubmission } from '../../../feedback/item-store';
import { replyCounts } from '../../../feedback/replies';
import { categoryLooksOf } from '../../../feedback-categories/comment-categories';
import { assignmentForStudent } from '../../../student/access';
import { isReleased } from '../../../submissions/dto';
import { mayRevise } from '../../../submissions/revisions';
import { findSubmission } from '../../../submissions/submission-store';
import { serve } from '../../serve';

const noFeedback = () =>
  new HttpError(
    404,
    ErrorCode.notFound,
    'Assignment not found or no feedback available',
    'Assignment not found or no feedback available',
  );

/**
 * GET /api/student/assignments/{id}/feedback: the author's latest essay and, only once the instructor
 * has released it, the accepted comments and summary (design: unreleased feedback never leaves the server).
 */
const studentFeedback: FastifyPluginAsyncTypebox = async (app) => {
  serve(
    app,
    'getAssignmentFeedback',
    { access: 'student' },
    async (request): Promise<StudentFeedbackDetail> => {
      const userId = request.account!.id;
      const { assignment } = await assignmentForStudent(app.db, userId, request.params.id);
      // The versions are listed without their texts; only the one shown is read whole.
      const versions = await listVersionHeads(app.db, { assignmentId: assignment.id, userId });
      const wanted = request.query.version;
      const head = wanted ? versions.find((row) => row.version === wanted) : versions[versions.length - 1];
      const submission = head && (await findSubmission(app.db, head.id));
      if (!head || !submission) throw noFeedback();
      const released = isReleased(submission);
      const [items, carried] = released
        ? await Promise.all([
            listAcceptedItemsOfSubmission(app.db, submission.id),
            listCarriedItems(app.db, submission.id),
          ])
        : [[], []];
      const rubric = (released && assignment.rubric) || NO_RUBRIC;
      const latest = versions[versions.length - 1];
      const threads = [...items.map((row) => row.id), ...carried.map((row) => row.fromItemId)];
      const counts = await replyCounts(app.db, threads, request.account!);
      const categories = await categoryLooksOf(app.db, submission, [
        ...items.map((row) => row.category),
        ...carried.map((row) => row.category),
      ]);
      return {
        assignment_id: assignment.id,
        assignment_title: assignment.title,
        submission_id: submission.id,
        content: submission.contentHtml,
        content_text: submission.contentText,
        word_count: submission.wordCount,
        submitted_at: submission.submittedAt.toISOString(),
        released,
        grade: released ? submission.grade : null,
        suggested_grade: released ? submission.suggestedGrade : null,
        feedback: released ? submission.feedback : null,
        structured_feedback_json: released ? submission.structuredFeedbackJson : null,
        feedback_items: inReadingOrder(items).map((row, index) => toFeedbackItem(row, index + 1)),
        feedback_generated_at: released ? (submission.feedbackGeneratedAt?.toISOString() ?? null) : null,
        graded_at: released ? (submission.gradedAt?.toISOString() ?? null) : null,
        rubric,
        rubric_scores: scoresOf(rubric, released ? submission.rubricScores : null),
        version: submission.version,
        carried_items: carried.map(toCarriedItem),
        can_revise: latest === head && released && mayRevise(assignment, submission),
        versions: versions.map((version) => toEssayVersion(version, isReleased(version))),
        reply_counts: counts,
        categories,
      };
    },
  );
};

export default studentFeedback;
