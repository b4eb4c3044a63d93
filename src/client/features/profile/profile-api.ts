import type { PasswordBody, ProfileAnswer, ProfileBody } from '../../../shared/contract';
import { baseApi } from '../../api/base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileAnswer, ProfileBody>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      invalidatesTags: (user) => (user ? [{ type: 'User', id: user.id }] : []),
    }),
    changePassword: build.mutation<void, PasswordBody>({
      query: (body) => ({ url: '/password', method: 'PUT', body }),
    }),
  }),
});
