import type { ActivityEvent, Analytics } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const adminActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A new essay or a release is a change to the Submission list, and so to what happened last.
    getRecentActivity: build.query<ActivityEvent[], void>({
      query: () => pathTo(API_ROUTES.getActivity),
      providesTags: [{ type: 'Submission', id: LIST_ID }],
    }),
    // The dashboard's charts read the unfiltered analytics: the last days' submissions and the grades.
    getDashboardTrends: build.query<Analytics, void>({
      query: () => pathTo(API_ROUTES.getAnalytics),
      providesTags: [
        { type: 'Submission', id: LIST_ID },
        { type: 'Course', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetRecentActivityQuery, useGetDashboardTrendsQuery } = adminActivityApi;
