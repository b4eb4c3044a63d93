import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { draftStates } from '../../../feedback/draft-status';
import { listAwaitingReview } from '../../../submissions/awaiting-review';
import { serve } from '../../serve';

/** GET /api/admin/submissions/awaiting-review: the instructor's queue across every course. */
const awaitingReview: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAwaitingReview', { access: 'admin' }, async () => {
    const rows = await listAwaitingReview(app.db);
    const states = await draftStates(
      app.db,
      rows.map((row) => row.submission),
    );
    return rows.map((row) => ({
      submission_id: row.submission.id,
      assignment_id: row.submission.assignmentId,
      assignment_title: row.assignmentTitle,
      course_id: row.courseId,
      course_title: row.courseTitle,
      student_name: row.studentName,
      submitted_at: row.submission.submittedAt.toISOString(),
      draft_status: states.get(row.submission.id)?.status ?? 'queued',
      suggested_grade: row.submission.suggestedGrade,
    }));
  });
};

export default awaitingReview;
