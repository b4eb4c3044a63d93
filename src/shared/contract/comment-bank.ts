import type { Static } from 'typebox';
import { route } from './route-spec';
import type { CommentBankBodySchema, CommentBankEntrySchema } from './schemas/comment-bank';

/** An instructor's own reusable comment; the bank is theirs across every course. */
export type CommentBankEntry = Static<typeof CommentBankEntrySchema>;
export type CommentBankBody = Static<typeof CommentBankBodySchema>;

/** A lookup answers with the most used entries first, at most this many. */
export const BANK_LOOKUP_LIMIT = 50;
/** One instructor keeps at most this many entries. */
export const BANK_SIZE_LIMIT = 1000;

/** The instructor's comment bank, theirs across every course. */
export const COMMENT_BANK_ROUTES = {
  getCommentBank: route('GET', '/admin/comment-bank'),
  createBankEntry: route('POST', '/admin/comment-bank'),
  updateBankEntry: route('PUT', '/admin/comment-bank/:id'),
  deleteBankEntry: route('DELETE', '/admin/comment-bank/:id'),
} as const;
