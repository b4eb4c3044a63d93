import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { IdParamsSchema } from '../../../../shared/contract/common';
import {
  type AdminSubmissionSummary,
  AdminSubmissionSummaryListSchema,
  AwaitingReviewListSchema,
} from '../../../../shared/contract/feedback';
import { assignments, courses, submissions, users, weeks } from '../../../db/schema';
import { draftStates } from '../../../feedback/draft-status';
import { requireAssignment } from './load';

// Earlier versions of an essay are superseded by the student's latest one.
const isLatestVersion = sql`not exists (select 1 from ${submissions} as later where later.assignment_id = ${submissions.assignmentId} and later.user_id = ${submissions.userId} and later.version > ${submissions.version})`;

/** The instructor's queues: one assignment's essays, and everything awaiting review. */
const submissionLists: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/assignments/:id/submissions',
    {
      config: admin,
      schema: { params: IdParamsSchema, response: { 200: AdminSubmissionSummaryListSchema } },
    },
    async (request) => {
      await requireAssignment(app.db, request.params.id);
      const rows = await app.db
        .select({ submission: submissions, studentName: users.username })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(and(eq(submissions.assignmentId, request.params.id), isLatestVersion))
        .orderBy(asc(submissions.submittedAt), asc(submissions.id));
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
    },
  );

  app.get(
    '/submissions/awaiting-review',
    { config: admin, schema: { response: { 200: AwaitingReviewListSchema } } },
    async () => {
      const rows = await app.db
        .select({
          submission: submissions,
          assignmentTitle: assignments.title,
          courseId: courses.id,
          courseTitle: courses.title,
          studentName: users.username,
        })
        .from(submissions)
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .innerJoin(weeks, eq(weeks.id, assignments.weekId))
        .innerJoin(courses, eq(courses.id, weeks.courseId))
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(and(isNull(submissions.gradedAt), eq(submissions.isApproved, false), isLatestVersion))
        .orderBy(asc(submissions.submittedAt), asc(submissions.id))
        .limit(100);
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
    },
  );
};

export default submissionLists;
