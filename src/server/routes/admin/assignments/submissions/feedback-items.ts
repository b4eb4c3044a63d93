import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../../shared/contract/common';
import {
  FeedbackItemParamsSchema,
  FeedbackItemUpdateSchema,
  ManualFeedbackItemSchema,
  ReviewFeedbackItemSchema,
  SubmissionParamsSchema,
} from '../../../../shared/contract/feedback';
import { contextAround } from '../../../../shared/rules/anchoring';
import type { Database } from '../../../db/client';
import { feedbackItems } from '../../../db/schema';
import { HttpError, notFound } from '../../../errors';
import { type FeedbackItemRow, inReadingOrder, toReviewItem } from '../../../feedback/item-dto';
import { requireSubmission } from './load';

/** The item as the detail lists it: numbered in reading order among its submission's items. */
async function numbered(db: Database, row: FeedbackItemRow) {
  const siblings = await db
    .select()
    .from(feedbackItems)
    .where(eq(feedbackItems.submissionId, row.submissionId));
  return toReviewItem(row, inReadingOrder(siblings).findIndex((item) => item.id === row.id) + 1);
}

const itemPath = '/assignments/:assignmentId/submissions/:submissionId/feedback-items';

/** The instructor's decisions on drafted items, and their own items on text they selected. */
const feedbackItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.patch(
    `${itemPath}/:itemId`,
    {
      config: admin,
      schema: {
        params: FeedbackItemParamsSchema,
        body: FeedbackItemUpdateSchema,
        response: { 200: ReviewFeedbackItemSchema },
      },
    },
    async (request) => {
      const { assignmentId, submissionId, itemId } = request.params;
      await requireSubmission(app.db, assignmentId, submissionId);
      const { decision, ...changes } = request.body;
      const [current] = await app.db
        .select()
        .from(feedbackItems)
        .where(and(eq(feedbackItems.id, itemId), eq(feedbackItems.submissionId, submissionId)));
      if (!current) throw notFound('That comment');
      const textChanged = Object.entries(changes).some(
        ([key, value]) => value !== undefined && value !== current[key as keyof typeof changes],
      );
      const [row] = await app.db
        .update(feedbackItems)
        .set({
          ...changes,
          // Rewording a comment is a way of accepting it, unless the same request rejects it.
          decision: decision ?? (textChanged ? 'accepted' : current.decision),
          edited: current.edited || textChanged,
          updatedAt: new Date(),
        })
        .where(eq(feedbackItems.id, itemId))
        .returning();
      return numbered(app.db, row);
    },
  );

  app.post(
    itemPath,
    {
      config: admin,
      schema: {
        params: SubmissionParamsSchema,
        body: ManualFeedbackItemSchema,
        response: { 201: ReviewFeedbackItemSchema },
      },
    },
    async (request, reply) => {
      const { assignmentId, submissionId } = request.params;
      const { submission } = await requireSubmission(app.db, assignmentId, submissionId);
      const { startIndex, endIndex, quote } = request.body;
      const text = submission.contentText;
      if (endIndex <= startIndex || text.slice(startIndex, endIndex) !== quote) {
        const message = 'The selected text no longer matches the essay. Select it again.';
        throw new HttpError(400, ErrorCode.validationFailed, message, message, { quote: message });
      }
      const [row] = await app.db
        .insert(feedbackItems)
        .values({
          ...request.body,
          submissionId,
          ...contextAround(text, { start: startIndex, end: endIndex }),
          aiGenerated: false,
          decision: 'accepted',
        })
        .returning();
      return reply.status(201).send(await numbered(app.db, row));
    },
  );
};

export default feedbackItemRoutes;
