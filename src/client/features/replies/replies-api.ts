import type { Reply, UnreadReplies } from '../../../shared/contract/feedback';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

/** The thread under a comment (the revision loop); sending a reply reads the thread again. */
export const repliesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReplies: build.query<Reply[], number>({
      query: (itemId) => pathTo(API_ROUTES.getReplies, { itemId }),
      providesTags: (_replies, _error, itemId) => [{ type: 'Reply', id: itemId }],
      // Opening a thread reads what was new in it: the dashboards' count changes.
      async onQueryStarted(_itemId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(repliesApi.util.invalidateTags([{ type: 'Reply', id: 'UNREAD' }]));
        } catch {
          // A thread that failed to load read nothing.
        }
      },
    }),
    /** For the dashboards; reading or sending a reply changes it, so it is read again after either. */
    getUnreadReplies: build.query<UnreadReplies, void>({
      query: () => pathTo(API_ROUTES.getUnreadReplies),
      providesTags: [{ type: 'Reply', id: 'UNREAD' }],
    }),
    createReply: build.mutation<Reply, { itemId: number; body: string }>({
      query: ({ itemId, body }) => callOf(API_ROUTES.createReply, { itemId }, { body }),
      invalidatesTags: (_reply, error, { itemId }) =>
        error
          ? []
          : [
              { type: 'Reply', id: itemId },
              { type: 'Reply', id: 'UNREAD' },
            ],
    }),
  }),
});

export const { useGetRepliesQuery, useCreateReplyMutation, useGetUnreadRepliesQuery } = repliesApi;
