import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import type { DraftDiff } from '../../../shared/contract/submissions';
import { baseApi } from '../../api/base-api';

/** Two versions of an essay compared (the revision loop); the texts never change, so neither does it. */
export const draftDiffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDraftDiff: build.query<DraftDiff, { submissionId: number; against?: number }>({
      query: ({ submissionId, against }) => ({
        url: pathTo(API_ROUTES.getSubmissionDiff, { id: submissionId }),
        params: against ? { against } : undefined,
      }),
    }),
  }),
});

export const { useGetDraftDiffQuery } = draftDiffApi;
