import type {
  DraftHistoryEntry,
  DraftHistoryVersion,
  EssayDraft,
  EssayDraftConflict,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

export interface SaveEssayDraftArgs {
  assignmentId: number;
  content_html: string;
  base_revision: number;
}

/** The answer to a stale save: another window or device saved first, and this is what it saved. */
export function conflictDraftOf(error: unknown): EssayDraft | null {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: Partial<EssayDraftConflict> };
  const draft = data?.draft;
  return status === 409 && typeof draft?.content_html === 'string' && typeof draft.revision === 'number'
    ? draft
    : null;
}

/**
 * The essay draft kept on the server. Nothing here is cached: the editor holds the text, and a draft
 * read once is stale as soon as the student types.
 */
export const essayDraftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEssayDraft: build.query<EssayDraft, number>({
      query: (assignmentId) => pathTo(API_ROUTES.getEssayDraft, { id: assignmentId }),
      keepUnusedDataFor: 0,
    }),
    saveEssayDraft: build.mutation<EssayDraft, SaveEssayDraftArgs>({
      query: ({ assignmentId, ...body }) => callOf(API_ROUTES.saveEssayDraft, { id: assignmentId }, body),
    }),
    getDraftHistory: build.query<DraftHistoryEntry[], number>({
      query: (assignmentId) => pathTo(API_ROUTES.getDraftHistory, { id: assignmentId }),
      keepUnusedDataFor: 0,
    }),
    getDraftHistoryVersion: build.query<DraftHistoryVersion, { assignmentId: number; entryId: number }>({
      query: ({ assignmentId, entryId }) =>
        pathTo(API_ROUTES.getDraftHistoryVersion, { id: assignmentId, entryId }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDraftHistoryQuery, useLazyGetDraftHistoryVersionQuery } = essayDraftsApi;
