import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import type { StructuredFeedback } from '../../../../../shared/contract/feedback';
import { NO_RUBRIC, rubricGrade } from '../../../../../shared/rules/rubric-grade';
import { checkedScores } from '../../../../../shared/rules/rubric-scores';
import { allows, requireStaff, staffOf } from '../../../../auth/course-staff';
import { conflict, HttpError, mustFind } from '../../../../errors';
import { adminDetailOf } from '../../../../feedback/admin-detail';
import { parseStructuredFeedback } from '../../../../feedback/structured';
import { queueGradePassback } from '../../../../lti/grade-passback';
import { notifyReleased } from '../../../../notifications/notify';
import { refusedAsBadRequest } from '../../../../rubrics/rubric-refusal';
import { hasNewerVersion } from '../../../../submissions/newer-version';
import {
  findSubmission,
  findSubmissionOfAssignment,
  saveReview,
} from '../../../../submissions/submission-store';
import { serve } from '../../../serve';

/** PUT …/submissions/{submissionId}/review: saving the feedback on one submission, and releasing it. */
const review: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl } = app.config;
  serve(app, 'saveReview', staffOf('assignment', 'assignmentId', 'grade'), async (request) => {
    const { assignmentId, submissionId } = request.params;
    const loaded = mustFind(
      await findSubmissionOfAssignment(app.db, assignmentId, submissionId),
      'That submission',
    );
    const { submission, assignment } = loaded;
    const body = request.body;
    const rubric = assignment.rubric ?? NO_RUBRIC;
    const rubricScores = body.rubric_scores
      ? refusedAsBadRequest(() => checkedScores(rubric, body.rubric_scores!))
      : (submission.rubricScores ?? []);
    // A grade the instructor typed stands; without one, a fully scored rubric gives it.
    const grade = body.grade ?? rubricGrade(rubric, rubricScores);
    const now = new Date();
    const earlier = parseStructuredFeedback(submission.structuredFeedbackJson);
    // Saving marks the draft as generated, so section 4 keeps it hidden until graded_at is set.
    const generatedAt = submission.feedbackGeneratedAt ?? now;
    const structured: StructuredFeedback = {
      overall_feedback: body.overall_feedback,
      detailed_analysis: earlier?.detailed_analysis ?? [],
      strengths: body.strengths,
      areas_for_improvement: body.areas_for_improvement,
      encouragement: body.encouragement,
      suggested_grade: submission.suggestedGrade,
      feedback_generated_at: generatedAt.toISOString(),
      // The lines drawn from comments go on following them after a save.
      ...(earlier?.line_items ? { line_items: earlier.line_items } : {}),
    };
    const released = body.release || submission.gradedAt !== null;
    // Releasing, or changing what a student already reads, is for those the course lets release.
    if (released && !allows(request.staffPlace!, 'release')) {
      await requireStaff(app.db, request.account!, 'assignment', assignmentId, 'release');
    }
    if (released && grade === null) {
      const message = 'Set a final grade before releasing the feedback.';
      throw new HttpError(400, ErrorCode.validationFailed, message, message, { grade: message });
    }
    // Only the latest version is reviewed: an older one waiting beside a newer one is not released.
    if (released && submission.gradedAt === null && (await hasNewerVersion(app.db, submission))) {
      throw conflict('The student has submitted a newer version of this essay. Review and release that one.');
    }
    // The first release tells the student, with the e-mail queued in the release's own transaction;
    // a correction released again does not mail them twice. The LMS grade book hears of every
    // released grade it does not have yet, queued in the same transaction.
    const firstRelease = released && submission.gradedAt === null;
    const gradeChanged = grade !== submission.grade;
    const queued = await saveReview(
      app.db,
      submissionId,
      {
        grade,
        rubricScores: rubricScores.length ? rubricScores : null,
        feedback: body.general_feedback,
        structuredFeedbackJson: JSON.stringify(structured),
        feedbackGeneratedAt: generatedAt,
        saved: true,
        reviewedBy: request.account!.id,
        ...(released
          ? { gradedAt: submission.gradedAt ?? now, isApproved: true, status: 'graded' as const }
          : {}),
        updatedAt: now,
      },
      async (tx) =>
        (firstRelease ? await notifyReleased(tx, publicUrl, submissionId) : 0) +
        (released ? await queueGradePassback(tx, submissionId, { firstRelease, gradeChanged }) : 0),
    );
    if (queued) app.jobs.wake();
    const updated = await findSubmission(app.db, submissionId);
    return adminDetailOf(app.db, { ...loaded, submission: updated! }, { place: request.staffPlace! });
  });
};

export default review;
