import { type Static, Type } from 'typebox';
import type { ESSAY_DRAFT_ROUTES } from '../essay-drafts';
import { DRAFT_HISTORY_MAX } from '../limits';
import { ClosedObject, IdParamsSchema, Nullable, type RouteSchemas, servedBy } from './common';

/** The longest essay the contract takes (SubmissionBodySchema); a draft may be as long. */
const ESSAY_HTML_MAX = 500_000;

/**
 * The essay a student is writing, as the server holds it. `revision` is 0 and `saved_at` null while
 * nothing has been saved on the server.
 */
export const EssayDraftSchema = Type.Object({
  content_html: Type.String(),
  revision: Type.Integer({ minimum: 0 }),
  saved_at: Nullable(Type.String({ format: 'date-time' })),
});
export type EssayDraft = Static<typeof EssayDraftSchema>;

/** A save names the revision it was typed on; a later save from another device makes it stale (409). */
export const EssayDraftBodySchema = ClosedObject({
  content_html: Type.String({ maxLength: ESSAY_HTML_MAX }),
  base_revision: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
});
export type EssayDraftBody = Static<typeof EssayDraftBodySchema>;

/** 409: another device saved first. The server's copy comes with it, so nothing is overwritten unseen. */
export const EssayDraftConflictSchema = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  error: Type.String(),
  detail: Type.Optional(Type.String()),
  draft: EssayDraftSchema,
});
export type EssayDraftConflict = Static<typeof EssayDraftConflictSchema>;

/** An earlier state of the draft, listed without its text. */
export const DraftHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  revision: Type.Integer(),
  word_count: Type.Integer(),
  saved_at: Type.String({ format: 'date-time' }),
});
export type DraftHistoryEntry = Static<typeof DraftHistoryEntrySchema>;

export const DraftHistorySchema = Type.Array(DraftHistoryEntrySchema, { maxItems: DRAFT_HISTORY_MAX });

export const DraftHistoryParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  entryId: Type.Integer({ minimum: 1 }),
});

/** One earlier state with its text, for the student to look at and restore. */
export const DraftHistoryVersionSchema = Type.Object({
  id: Type.Integer(),
  revision: Type.Integer(),
  saved_at: Type.String({ format: 'date-time' }),
  content_html: Type.String(),
});
export type DraftHistoryVersion = Static<typeof DraftHistoryVersionSchema>;

/** What the server validates of each call of the domain (../essay-drafts.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const ESSAY_DRAFT_ROUTE_SCHEMAS = {
  ...servedBy('student/assignments/drafts', {
    getEssayDraft: { params: IdParamsSchema, answer: { 200: EssayDraftSchema } },
    saveEssayDraft: { params: IdParamsSchema, body: EssayDraftBodySchema, answer: { 200: EssayDraftSchema, 409: EssayDraftConflictSchema } },
  }),
  ...servedBy('student/assignments/draft/history', {
    getDraftHistory: { params: IdParamsSchema, answer: { 200: DraftHistorySchema } },
    getDraftHistoryVersion: { params: DraftHistoryParamsSchema, answer: { 200: DraftHistoryVersionSchema } },
  }),
} satisfies Record<keyof typeof ESSAY_DRAFT_ROUTES, RouteSchemas>;
