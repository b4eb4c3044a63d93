import { type Static, Type } from 'typebox';
import type { COMMENT_BANK_ROUTES } from '../comment-bank';
import { ClosedObject, IdParamsSchema, type RouteSchemas, servedBy } from './common';
import { FeedbackCategorySchema } from './feedback';

/** The longest search a bank lookup takes: a few words typed into the search box. */
export const BANK_SEARCH_MAX_LENGTH = 200;

/** GET /admin/comment-bank?q=: words that every entry found holds, in its comment or suggestion. */
export const CommentBankQuerySchema = ClosedObject({
  q: Type.Optional(Type.String({ maxLength: BANK_SEARCH_MAX_LENGTH })),
});

/** POST and PUT /admin/comment-bank: a comment worth saying again, with its suggestion and category. */
export const CommentBankBodySchema = ClosedObject({
  comment: Type.String({ minLength: 1, maxLength: 2000 }),
  suggestion: Type.String({ maxLength: 2000 }),
  category: FeedbackCategorySchema,
});
export type CommentBankBody = Static<typeof CommentBankBodySchema>;

export const CommentBankEntrySchema = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  suggestion: Type.String(),
  category: FeedbackCategorySchema,
  /** How many times it was put on an essay from the bank. */
  uses: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
/** An instructor's own reusable comment; the bank is theirs across every course. */
export type CommentBankEntry = Static<typeof CommentBankEntrySchema>;

export const CommentBankListSchema = Type.Array(CommentBankEntrySchema);

/** What the server validates of each call of the domain (../comment-bank.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const COMMENT_BANK_ROUTE_SCHEMAS = {
  ...servedBy('admin/comment-bank', {
    getCommentBank: { querystring: CommentBankQuerySchema, answer: { 200: CommentBankListSchema } },
    createBankEntry: { body: CommentBankBodySchema, answer: { 201: CommentBankEntrySchema } },
    updateBankEntry: { params: IdParamsSchema, body: CommentBankBodySchema, answer: { 200: CommentBankEntrySchema } },
    deleteBankEntry: { params: IdParamsSchema },
  }),
} satisfies Record<keyof typeof COMMENT_BANK_ROUTES, RouteSchemas>;
