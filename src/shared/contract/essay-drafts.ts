import type { Static } from 'typebox';
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
