import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../../shared/contract/common';
import {
  AdminSubmissionDetailSchema,
  ReviewUpdateSchema,
  type StructuredFeedback,
  SubmissionParamsSchema,
} from '../../../../shared/contract/feedback';
import { feedbackItems, submissions } from '../../../db/schema';
import { conflict, HttpError } from '../../../errors';
import { adminDetailOf } from '../../../feedback/admin-detail';
import { enqueueFeedbackJob } from '../../../feedback/enqueue';
import { parseStructuredFeedback } from '../../../feedback/structured';
import { requireSubmission } from './load';

const submissionPath = '/assignments/:assignmentId/submissions/:submissionId';

/** Saving, releasing and redrafting the feedback on one submission. */
const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.put(
    `${submissionPath}/review`,
    {
      config: admin,
      schema: {
        params: SubmissionParamsSchema,
        body: ReviewUpdateSchema,
        response: { 200: AdminSubmissionDetailSchema },
      },
    },
    async (request) => {
      const { assignmentId, submissionId } = request.params;
      const loaded = await requireSubmission(app.db, assignmentId, submissionId);
      const { submission } = loaded;
      const body = request.body;
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
      };
      const released = body.release || submission.gradedAt !== null;
      if (released && body.grade === null) {
        const message = 'Set a final grade before releasing the feedback.';
        throw new HttpError(400, ErrorCode.validationFailed, message, message, { grade: message });
      }
      await app.db
        .update(submissions)
        .set({
          grade: body.grade,
          feedback: body.general_feedback,
          structuredFeedbackJson: JSON.stringify(structured),
          feedbackGeneratedAt: generatedAt,
          saved: true,
          ...(released
            ? { gradedAt: submission.gradedAt ?? now, isApproved: true, status: 'graded' as const }
            : {}),
          updatedAt: now,
        })
        .where(eq(submissions.id, submissionId));
      const [updated] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
      return adminDetailOf(app.db, { ...loaded, submission: updated });
    },
  );

  app.post(
    `${submissionPath}/regenerate`,
    {
      config: admin,
      schema: { params: SubmissionParamsSchema, response: { 202: AdminSubmissionDetailSchema } },
    },
    async (request, reply) => {
      const { assignmentId, submissionId } = request.params;
      const loaded = await requireSubmission(app.db, assignmentId, submissionId);
      // Released comments are what the student reads; a new draft must not take them away.
      if (loaded.submission.gradedAt) {
        throw conflict('This feedback has been released, so it can no longer be drafted again.');
      }
      await app.db.transaction(async (tx) => {
        // The engine's items go at once; the instructor's own items stay.
        await tx
          .delete(feedbackItems)
          .where(and(eq(feedbackItems.submissionId, submissionId), eq(feedbackItems.aiGenerated, true)));
        await tx
          .update(submissions)
          .set({ saved: false, updatedAt: new Date() })
          .where(eq(submissions.id, submissionId));
        await enqueueFeedbackJob(tx, submissionId);
      });
      app.jobs.wake();
      const [updated] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
      return reply.status(202).send(await adminDetailOf(app.db, { ...loaded, submission: updated }));
    },
  );
};

export default reviewRoutes;
