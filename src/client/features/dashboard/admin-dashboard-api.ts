import type { AwaitingReviewItem, Dashboard } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

export const adminDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The numbers summarise the user, course and enrollment lists, so any change to one of them
    // (an approval, a new course, a removed enrollment) invalidates them too.
    getAdminDashboard: build.query<Dashboard, void>({
      query: () => pathTo(API_ROUTES.getDashboard),
      providesTags: [
        { type: 'User', id: LIST_ID },
        { type: 'Course', id: LIST_ID },
        { type: 'Enrollment', id: LIST_ID },
        { type: 'Submission', id: LIST_ID },
      ],
    }),
    // A saved, released or redrafted review invalidates the Submission list, and this queue with it.
    getAwaitingReview: build.query<AwaitingReviewItem[], void>({
      query: () => pathTo(API_ROUTES.getAwaitingReview),
      providesTags: [{ type: 'Submission', id: LIST_ID }],
    }),
  }),
});

export const { useGetAdminDashboardQuery, useGetAwaitingReviewQuery } = adminDashboardApi;
