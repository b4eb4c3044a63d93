import { route } from './route-spec';

export type * from './schemas/essay-drafts';

/** The essay being written, kept on the server as the student types, and its earlier states. */
export const ESSAY_DRAFT_ROUTES = {
  getEssayDraft: route('GET', '/student/assignments/:id/draft'),
  saveEssayDraft: route('PUT', '/student/assignments/:id/draft'),
  getDraftHistory: route('GET', '/student/assignments/:id/draft/history'),
  getDraftHistoryVersion: route('GET', '/student/assignments/:id/draft/history/:entryId'),
} as const;
