import type { PasswordBody, ProfileAnswer, ProfileBody } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileAnswer, ProfileBody>({
      query: (body) => ({
        url: pathTo(API_ROUTES.updateProfile),
        method: API_ROUTES.updateProfile.method,
        body,
      }),
      invalidatesTags: (user) => (user ? [{ type: 'User', id: user.id }] : []),
    }),
    changePassword: build.mutation<void, PasswordBody>({
      query: (body) => ({
        url: pathTo(API_ROUTES.changePassword),
        method: API_ROUTES.changePassword.method,
        body,
      }),
    }),
  }),
});
