import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANK_SIZE_LIMIT, type CommentBankBody } from '../../../../shared/contract/comment-bank';
import { ErrorCode } from '../../../../shared/contract/common';
import { OWN } from '../../../auth/course-staff';
import {
  countBankEntries,
  deleteBankEntry,
  findBankEntryByComment,
  insertBankEntry,
  searchBank,
  toBankEntryDto,
  updateBankEntry,
} from '../../../comment-bank/bank-store';
import { conflict, HttpError, mustFind, notFound } from '../../../errors';
import { serve } from '../../serve';

const BLANK = 'Write the comment before saving it to your bank.';
const ALREADY = 'That comment is already in your bank.';

/** The entry as stored: trimmed, and refused when only spaces are left of the comment. */
function trimmed(body: CommentBankBody): CommentBankBody {
  const comment = body.comment.trim();
  if (!comment)
    throw new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', BLANK, {
      comment: BLANK,
    });
  return { comment, suggestion: body.suggestion.trim(), category: body.category };
}

/**
 * /api/admin/comment-bank: each instructor's own reusable comments, across every course. Every query
 * names the signed-in instructor as the owner, so another instructor's entry answers as missing.
 */
const commentBank: FastifyPluginAsyncTypebox = async (app) => {
  // Each instructor's own bank.
  const admin = OWN;
  const ENTRY = 'That comment bank entry';

  serve(app, 'getCommentBank', admin, async (request) => {
    const rows = await searchBank(app.db, request.account!.id, request.query.q);
    return rows.map(toBankEntryDto);
  });

  serve(app, 'createBankEntry', admin, async (request, reply) => {
    const ownerId = request.account!.id;
    const body = trimmed(request.body);
    if (await findBankEntryByComment(app.db, ownerId, body.comment))
      throw conflict(ALREADY, { comment: ALREADY });
    if ((await countBankEntries(app.db, ownerId)) >= BANK_SIZE_LIMIT)
      throw conflict(
        `Your comment bank is full (${BANK_SIZE_LIMIT} comments): delete some you no longer use.`,
      );
    return reply.status(201).send(toBankEntryDto(await insertBankEntry(app.db, ownerId, body)));
  });

  serve(app, 'updateBankEntry', admin, async (request) => {
    const body = trimmed(request.body);
    const row = mustFind(await updateBankEntry(app.db, request.account!.id, request.params.id, body), ENTRY);
    return toBankEntryDto(row);
  });

  serve(app, 'deleteBankEntry', admin, async (request, reply) => {
    if (!(await deleteBankEntry(app.db, request.account!.id, request.params.id))) throw notFound(ENTRY);
    return reply.status(204).send();
  });
};

export default commentBank;
