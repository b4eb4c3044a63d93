import type { CommentBankBody, CommentBankEntry } from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

const BANK = { type: 'CommentBank' as const, id: 'LIST' };

/** The instructor's own reusable comments; every change reads the lookups again (they rank by use). */
export const commentBankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommentBank: build.query<CommentBankEntry[], string>({
      query: (search) => ({
        url: pathTo(API_ROUTES.getCommentBank, {}),
        params: search.trim() ? { q: search.trim() } : undefined,
      }),
      providesTags: [BANK],
    }),
    createBankEntry: build.mutation<CommentBankEntry, CommentBankBody>({
      query: (body) => callOf(API_ROUTES.createBankEntry, {}, body),
      invalidatesTags: (_entry, error) => (error ? [] : [BANK]),
    }),
    updateBankEntry: build.mutation<CommentBankEntry, { id: number; body: CommentBankBody }>({
      query: ({ id, body }) => callOf(API_ROUTES.updateBankEntry, { id }, body),
      invalidatesTags: (_entry, error) => (error ? [] : [BANK]),
    }),
    deleteBankEntry: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteBankEntry, { id }),
      invalidatesTags: (_result, error) => (error ? [] : [BANK]),
    }),
  }),
});

export const {
  useGetCommentBankQuery,
  useCreateBankEntryMutation,
  useUpdateBankEntryMutation,
  useDeleteBankEntryMutation,
} = commentBankApi;
