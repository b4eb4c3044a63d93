import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminSubmissionSummary } from '../../../../../shared/contract/feedback';
import { minutesLate } from '../../../../../shared/rules/due-dates';
import { staffOf } from '../../../../auth/course-staff';
import { findAssignment } from '../../../../courses/assignment-store';
import { dueDatesOf } from '../../../../courses/due-dates';
import { mustFind } from '../../../../errors';
import { adminDetailOf } from '../../../../feedback/admin-detail';
import { draftStates } from '../../../../feedback/draft-status';
import { type GradeSendRow, gradeSendsOf } from '../../../../lti/grade-send-store';
import { labelsForStaff, nameForStaff } from '../../../../submissions/anonymity';
import {
  findSubmissionOfAssignment,
  listLatestSubmissionsOfAssignment,
} from '../../../../submissions/submission-store';
import { serve } from '../../../serve';
import { namesRevealed } from '../staff-names';

/** Where a released grade stands in the LMS grade book; null where none was sent. */
const lmsGradeOf = (send: GradeSendRow | undefined): AdminSubmissionSummary['lms_grade'] =>
  send ? { status: send.status, detail: send.detail, sent_at: send.sentAt?.toISOString() ?? null } : null;

/** One assignment's essays, each student's latest, and one essay with its drafted feedback (section 7). */
const assignmentSubmissions: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAssignmentSubmissions', staffOf('assignment', 'id', 'view'), async (request) => {
    const assignment = mustFind(await findAssignment(app.db, request.params.id), 'That assignment');
    const rows = await listLatestSubmissionsOfAssignment(app.db, request.params.id);
    const states = await draftStates(
      app.db,
      rows.map((row) => row.submission),
    );
    const due = await dueDatesOf(
      app.db,
      assignment,
      rows.map((row) => row.submission.userId),
    );
    const revealed = namesRevealed(request, assignment, request.query.reveal);
    const labels = await labelsForStaff(app.db, assignment, revealed);
    const gradeSends = await gradeSendsOf(
      app.db,
      rows.map((row) => row.submission.id),
    );
    return rows.map(({ submission, studentName }): AdminSubmissionSummary => {
      const state = states.get(submission.id);
      const own = due.get(submission.userId) ?? { dueAt: assignment.dueAt, extended: false };
      const late = minutesLate(submission.submittedAt, own.dueAt);
      return {
        id: submission.id,
        assignment_id: submission.assignmentId,
        user_id: submission.userId,
        student_name: nameForStaff(assignment, labels, submission.userId, studentName, submission),
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
        due_at: own.dueAt?.toISOString() ?? null,
        extended: own.extended,
        late: late !== null,
        minutes_late: late,
        lms_grade: lmsGradeOf(gradeSends.get(submission.id)),
      };
    });
  });

  serve(app, 'getSubmissionReview', staffOf('assignment', 'assignmentId', 'view'), async (request) => {
    const { assignmentId, submissionId } = request.params;
    const loaded = mustFind(
      await findSubmissionOfAssignment(app.db, assignmentId, submissionId),
      'That submission',
    );
    const reveal = namesRevealed(request, loaded.assignment, request.query.reveal);
    return adminDetailOf(app.db, loaded, { reveal, place: request.staffPlace! });
  });
};

export default assignmentSubmissions;
