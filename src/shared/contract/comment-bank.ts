import type { Static } from 'typebox';
import type { CommentBankBodySchema, CommentBankEntrySchema } from './schemas/comment-bank';

/** An instructor's own reusable comment; the bank is theirs across every course. */
export type CommentBankEntry = Static<typeof CommentBankEntrySchema>;
export type CommentBankBody = Static<typeof CommentBankBodySchema>;

/** A lookup answers with the most used entries first, at most this many. */
export const BANK_LOOKUP_LIMIT = 50;
/** One instructor keeps at most this many entries. */
export const BANK_SIZE_LIMIT = 1000;
