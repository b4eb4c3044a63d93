import type {
  LtiContentAnswer,
  LtiContentChoice,
  LtiContentRequest,
  LtiPlatform,
  LtiPlatformBody,
  LtiRosterSync,
  LtiTool,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

// The LMS registrations and the tool's values are the site administrator's alone: their tags live here.
const ltiBase = baseApi.enhanceEndpoints({ addTagTypes: ['LtiPlatform', 'LtiTool'] });

export const ltiApi = ltiBase.injectEndpoints({
  endpoints: (build) => ({
    listLtiPlatforms: build.query<LtiPlatform[], void>({
      query: () => pathTo(API_ROUTES.listLtiPlatforms),
      providesTags: [{ type: 'LtiPlatform', id: LIST_ID }],
    }),
    createLtiPlatform: build.mutation<LtiPlatform, LtiPlatformBody>({
      query: (body) => callOf(API_ROUTES.createLtiPlatform, {}, body),
      invalidatesTags: (result) => (result ? [{ type: 'LtiPlatform', id: LIST_ID }] : []),
    }),
    deleteLtiPlatform: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteLtiPlatform, { id }),
      invalidatesTags: [{ type: 'LtiPlatform', id: LIST_ID }],
    }),
    getLtiTool: build.query<LtiTool, void>({
      query: () => pathTo(API_ROUTES.getLtiTool),
      providesTags: ['LtiTool'],
    }),
    // The answer is the tool with its new key: it replaces the cached one without asking again.
    rotateLtiKey: build.mutation<LtiTool, void>({
      query: () => callOf(API_ROUTES.rotateLtiKey),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ltiApi.util.upsertQueryData('getLtiTool', undefined, data));
      },
    }),
    // A sync enrols people and may add course staff, whom the course's own page lists.
    syncLtiRoster: build.mutation<LtiRosterSync, number>({
      query: (id) => callOf(API_ROUTES.syncLtiRoster, { id }),
      invalidatesTags: (result, _error, id) => (result ? ['Enrollment', 'User', { type: 'Course', id }] : []),
    }),
    // One request, one answer: once answered the server forgets it, so nothing here is kept for long.
    getLtiContentRequest: build.query<LtiContentRequest, number>({
      query: (id) => pathTo(API_ROUTES.getLtiContentRequest, { id }),
      keepUnusedDataFor: 0,
    }),
    // A new assignment may be made with the answer: the course's weeks and assignments change.
    answerLtiContentRequest: build.mutation<LtiContentAnswer, { id: number; choice: LtiContentChoice }>({
      query: ({ id, choice }) => callOf(API_ROUTES.answerLtiContentRequest, { id }, choice),
      invalidatesTags: (result, _error, { choice }) =>
        result && choice.new_assignment ? ['Assignment', 'Week'] : [],
    }),
  }),
});

export const {
  useListLtiPlatformsQuery,
  useCreateLtiPlatformMutation,
  useDeleteLtiPlatformMutation,
  useGetLtiToolQuery,
  useRotateLtiKeyMutation,
  useSyncLtiRosterMutation,
  useGetLtiContentRequestQuery,
  useAnswerLtiContentRequestMutation,
} = ltiApi;
