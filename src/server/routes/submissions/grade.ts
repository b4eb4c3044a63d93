import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { teachesAssignment } from '../../auth/course-staff';
import { notFound } from '../../errors';
import { isReleased } from '../../submissions/dto';
import { findSubmission } from '../../submissions/submission-store';
import { serve } from '../serve';

/**
 * Spec section 7: GET /submissions/{id}/grade, for the author or the course's staff. Another student's essay is
 * answered as missing, so ids reveal nothing; an author sees nulls until the grade is released.
 */
const submissionGrade: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getSubmissionGrade', { access: 'active' }, async (request) => {
    const account = request.account!;
    const row = await findSubmission(app.db, request.params.id);
    const staff = row ? await teachesAssignment(app.db, account, row.assignmentId) : false;
    if (!row || (!staff && row.userId !== account.id)) throw notFound('That submission');
    const visible = staff || isReleased(row);
    return {
      submission_id: row.id,
      grade: visible ? row.grade : null,
      feedback: visible ? row.feedback : null,
      graded_at: visible ? (row.gradedAt?.toISOString() ?? null) : null,
    };
  });
};

export default submissionGrade;
