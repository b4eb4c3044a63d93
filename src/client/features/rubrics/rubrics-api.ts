import type { Rubric, RubricBody, RubricLibraryEntry } from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

const LIBRARY = { type: 'Rubric' as const, id: 'LIBRARY' };

export const rubricsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRubric: build.query<Rubric, number>({
      query: (assignmentId) => pathTo(API_ROUTES.getRubric, { id: assignmentId }),
      providesTags: (_rubric, _error, assignmentId) => [{ type: 'Rubric', id: assignmentId }],
    }),
    getRubricLibrary: build.query<RubricLibraryEntry[], void>({
      query: () => pathTo(API_ROUTES.getRubricLibrary, {}),
      providesTags: [LIBRARY],
    }),
    saveRubric: build.mutation<Rubric, { assignmentId: number; body: RubricBody }>({
      query: ({ assignmentId, body }) => callOf(API_ROUTES.saveRubric, { id: assignmentId }, body),
      // The grading screens of the assignment's essays show the rubric: they read it again.
      invalidatesTags: (_rubric, error, { assignmentId }) =>
        error ? [] : [{ type: 'Rubric', id: assignmentId }, LIBRARY, 'Submission'],
    }),
  }),
});

export const { useGetRubricQuery, useLazyGetRubricQuery, useGetRubricLibraryQuery, useSaveRubricMutation } =
  rubricsApi;
