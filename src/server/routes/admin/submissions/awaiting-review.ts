import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OWN, visibleCourseIds } from '../../../auth/course-staff';
import { draftStates } from '../../../feedback/draft-status';
import { authorNamesForStaff } from '../../../submissions/anonymity';
import { listAwaitingReview } from '../../../submissions/awaiting-review';
import { serve } from '../../serve';

/** GET /api/admin/submissions/awaiting-review: the instructor's queue across every course. */
const awaitingReview: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAwaitingReview', OWN, async (request) => {
    const rows = await listAwaitingReview(app.db, await visibleCourseIds(app.db, request.account!));
    const states = await draftStates(
      app.db,
      rows.map((row) => row.submission),
    );
    // Essays of anonymously graded assignments wait under their labels, as on the grading screen.
    const nameOf = await authorNamesForStaff(app.db, rows);
    return rows.map((row) => ({
      submission_id: row.submission.id,
      assignment_id: row.submission.assignmentId,
      assignment_title: row.assignmentTitle,
      course_id: row.courseId,
      course_title: row.courseTitle,
      student_name: nameOf(row),
      submitted_at: row.submission.submittedAt.toISOString(),
      draft_status: states.get(row.submission.id)?.status ?? 'queued',
      suggested_grade: row.submission.suggestedGrade,
    }));
  });
};

export default awaitingReview;
