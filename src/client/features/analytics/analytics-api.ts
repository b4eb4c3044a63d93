import type { Analytics, AnalyticsQuery } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The numbers summarise courses, enrollments and essays, so a change to any of them (a release,
    // a new enrollment, a removed course) invalidates them.
    getAnalytics: build.query<Analytics, AnalyticsQuery>({
      query: (filters) => ({ url: pathTo(API_ROUTES.getAnalytics), params: filters }),
      providesTags: [
        { type: 'Submission', id: LIST_ID },
        { type: 'Course', id: LIST_ID },
        { type: 'Week', id: LIST_ID },
        { type: 'Enrollment', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
