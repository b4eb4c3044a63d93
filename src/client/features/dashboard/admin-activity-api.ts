import type { ActivityEvent, Analytics } from '../../../shared/contract';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const adminActivityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A new essay or a release is a change to the Submission list, and so to what happened last.
    getRecentActivity: build.query<ActivityEvent[], void>({
      query: () => '/admin/activity',
      providesTags: [{ type: 'Submission', id: LIST_ID }],
    }),
    // The dashboard's charts read the unfiltered analytics: the last days' submissions and the grades.
    getDashboardTrends: build.query<Analytics, void>({
      query: () => '/admin/analytics',
      providesTags: [
        { type: 'Submission', id: LIST_ID },
        { type: 'Course', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetRecentActivityQuery, useGetDashboardTrendsQuery } = adminActivityApi;
