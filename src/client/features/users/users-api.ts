import type { User, UserListQuery, UserPage } from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

const USER_LIST = { type: 'User', id: LIST_ID } as const;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One cache entry per query: a page of one filter and sort is kept apart from every other.
    listUsers: build.query<UserPage, UserListQuery>({
      query: (params) => ({ url: pathTo(API_ROUTES.getUsers), params }),
      providesTags: (page) => [
        USER_LIST,
        ...(page?.items ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    }),
    // A decision moves the person between lists and changes the dashboard's counts, which also provide
    // the user list tag; the server e-mails the person.
    approveUser: build.mutation<User, number>({
      query: (id) => callOf(API_ROUTES.approveUser, { id }),
      invalidatesTags: (_user, error, id) => (error ? [] : [USER_LIST, { type: 'User', id }]),
    }),
    // A new instructor appears in the lists staff is chosen from: every user list is read again.
    updateUserRole: build.mutation<User, { id: number; role: User['role'] }>({
      query: ({ id, role }) => callOf(API_ROUTES.updateUserRole, { id }, { role }),
      invalidatesTags: (_user, error, { id }) => (error ? [] : [USER_LIST, { type: 'User', id }]),
    }),
    rejectUser: build.mutation<User, number>({
      query: (id) => callOf(API_ROUTES.rejectUser, { id }),
      invalidatesTags: (_user, error, id) => (error ? [] : [USER_LIST, { type: 'User', id }]),
    }),
  }),
});

export const { useListUsersQuery, useApproveUserMutation, useRejectUserMutation, useUpdateUserRoleMutation } =
  usersApi;
