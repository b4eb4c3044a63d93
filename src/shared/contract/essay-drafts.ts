import type { Static } from 'typebox';
import { route } from './route-spec';
import type {
  DraftHistoryEntrySchema,
  DraftHistoryVersionSchema,
  EssayDraftBodySchema,
  EssayDraftConflictSchema,
  EssayDraftSchema,
} from './schemas/essay-drafts';

export type EssayDraft = Static<typeof EssayDraftSchema>;
export type EssayDraftBody = Static<typeof EssayDraftBodySchema>;
export type EssayDraftConflict = Static<typeof EssayDraftConflictSchema>;
export type DraftHistoryEntry = Static<typeof DraftHistoryEntrySchema>;
export type DraftHistoryVersion = Static<typeof DraftHistoryVersionSchema>;

/** The essay being written, kept on the server as the student types, and its earlier states. */
export const ESSAY_DRAFT_ROUTES = {
  getEssayDraft: route('GET', '/student/assignments/:id/draft'),
  saveEssayDraft: route('PUT', '/student/assignments/:id/draft'),
  getDraftHistory: route('GET', '/student/assignments/:id/draft/history'),
  getDraftHistoryVersion: route('GET', '/student/assignments/:id/draft/history/:entryId'),
} as const;
