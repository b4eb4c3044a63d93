import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import { contextAround } from '../../../../../shared/rules/anchoring';
import { staffOf } from '../../../../auth/course-staff';
import { countBankUse } from '../../../../comment-bank/bank-store';
import type { Database } from '../../../../db/client';
import { HttpError, mustFind, notFound } from '../../../../errors';
import { type FeedbackItemRow, inReadingOrder, toReviewItem } from '../../../../feedback/item-dto';
import {
  findItemOfSubmission,
  insertItem,
  listItemsOfSubmission,
  updateItem,
} from '../../../../feedback/item-store';
import { refuseCategoryNotOffered } from '../../../../feedback-categories/comment-categories';
import { findSubmissionOfAssignment } from '../../../../submissions/submission-store';
import { serve } from '../../../serve';

/** The item as the detail lists it: numbered in reading order among its submission's items. */
async function numbered(db: Database, row: FeedbackItemRow) {
  const siblings = await listItemsOfSubmission(db, row.submissionId);
  return toReviewItem(row, inReadingOrder(siblings).findIndex((item) => item.id === row.id) + 1);
}

/** The instructor's decisions on drafted items, and their own items on text they selected. */
const feedbackItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'updateFeedbackItem', staffOf('assignment', 'assignmentId', 'grade'), async (request) => {
    const { assignmentId, submissionId, itemId } = request.params;
    if (!(await findSubmissionOfAssignment(app.db, assignmentId, submissionId)))
      throw notFound('That submission');
    const { decision, ...changes } = request.body;
    const current = mustFind(await findItemOfSubmission(app.db, itemId, submissionId), 'That comment');
    if (changes.category !== undefined && changes.category !== current.category)
      await refuseCategoryNotOffered(app.db, request.account!.id, changes.category);
    const textChanged = Object.entries(changes).some(
      ([key, value]) => value !== undefined && value !== current[key as keyof typeof changes],
    );
    // A drafted comment whose words the instructor rewrote is theirs from then on (the student's counts
    // put it under Manual Review); a new category or severity leaves the engine's words its own.
    const rewritten = (['comment', 'suggestion'] as const).some(
      (key) => changes[key] !== undefined && changes[key] !== current[key],
    );
    const row = await updateItem(app.db, itemId, {
      ...changes,
      // Rewording a comment is a way of accepting it, unless the same request rejects it.
      decision: decision ?? (textChanged ? 'accepted' : current.decision),
      edited: current.edited || textChanged,
      aiGenerated: current.aiGenerated && !rewritten,
    });
    return numbered(app.db, row);
  });

  serve(app, 'createFeedbackItem', staffOf('assignment', 'assignmentId', 'grade'), async (request, reply) => {
    const { assignmentId, submissionId } = request.params;
    const loaded = mustFind(
      await findSubmissionOfAssignment(app.db, assignmentId, submissionId),
      'That submission',
    );
    const { bank_entry_id: bankEntryId, ...item } = request.body;
    await refuseCategoryNotOffered(app.db, request.account!.id, item.category);
    const { startIndex, endIndex, quote } = item;
    const text = loaded.submission.contentText;
    if (endIndex <= startIndex || text.slice(startIndex, endIndex) !== quote) {
      const message = 'The selected text no longer matches the essay. Select it again.';
      throw new HttpError(400, ErrorCode.validationFailed, message, message, { quote: message });
    }
    const row = await insertItem(app.db, {
      ...item,
      submissionId,
      ...contextAround(text, { start: startIndex, end: endIndex }),
      aiGenerated: false,
      decision: 'accepted',
    });
    // A comment put on the essay from the instructor's bank counts as one more use of that entry; an
    // entry that is not theirs (or was deleted meanwhile) counts nothing and stops no comment.
    if (bankEntryId !== undefined) await countBankUse(app.db, request.account!.id, bankEntryId);
    return reply.status(201).send(await numbered(app.db, row));
  });
};

export default feedbackItemRoutes;
