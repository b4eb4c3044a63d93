import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminSubmissionSummary } from '../../../../../shared/contract/feedback';
import { findAssignment } from '../../../../courses/assignment-store';
import { notFound } from '../../../../errors';
import { adminDetailOf } from '../../../../feedback/admin-detail';
import { draftStates } from '../../../../feedback/draft-status';
import {
  findSubmissionOfAssignment,
  listLatestSubmissionsOfAssignment,
} from '../../../../submissions/submission-store';
import { serve } from '../../../serve';

/** One assignment's essays, each student's latest, and one essay with its drafted feedback (section 7). */
const assignmentSubmissions: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  serve(app, 'getAssignmentSubmissions', admin, async (request) => {
    if (!(await findAssignment(app.db, request.params.id))) throw notFound('That assignment');
    const rows = await listLatestSubmissionsOfAssignment(app.db, request.params.id);
    const states = await draftStates(
      app.db,
      rows.map((row) => row.submission),
    );
    return rows.map(({ submission, studentName }): AdminSubmissionSummary => {
      const state = states.get(submission.id);
      return {
        id: submission.id,
        assignment_id: submission.assignmentId,
        user_id: submission.userId,
        student_name: studentName,
        version: submission.version,
        word_count: submission.wordCount,
        status: submission.status,
        submitted_at: submission.submittedAt.toISOString(),
        suggested_grade: submission.suggestedGrade,
        grade: submission.grade,
        draft_status: state?.status ?? 'queued',
        draft_ready: state?.status === 'ready',
        saved: submission.saved,
        is_approved: submission.isApproved,
        graded_at: submission.gradedAt?.toISOString() ?? null,
      };
    });
  });

  serve(app, 'getSubmissionReview', admin, async (request) => {
    const { assignmentId, submissionId } = request.params;
    const loaded = await findSubmissionOfAssignment(app.db, assignmentId, submissionId);
    if (!loaded) throw notFound('That submission');
    return adminDetailOf(app.db, loaded);
  });
};

export default assignmentSubmissions;
