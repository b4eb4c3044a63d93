import { route } from './route-spec';

export type * from './schemas/comment-bank';

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
