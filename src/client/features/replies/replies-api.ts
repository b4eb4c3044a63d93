import type { Reply } from '../../../shared/contract/feedback';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

/** The thread under a comment (the revision loop); sending a reply reads the thread again. */
export const repliesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReplies: build.query<Reply[], number>({
      query: (itemId) => pathTo(API_ROUTES.getReplies, { itemId }),
      providesTags: (_replies, _error, itemId) => [{ type: 'Reply', id: itemId }],
    }),
    createReply: build.mutation<Reply, { itemId: number; body: string }>({
      query: ({ itemId, body }) => ({
        url: pathTo(API_ROUTES.createReply, { itemId }),
        method: API_ROUTES.createReply.method,
        body: { body },
      }),
      invalidatesTags: (_reply, error, { itemId }) => (error ? [] : [{ type: 'Reply', id: itemId }]),
    }),
  }),
});

export const { useGetRepliesQuery, useCreateReplyMutation } = repliesApi;
