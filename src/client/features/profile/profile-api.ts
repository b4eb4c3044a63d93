import type {
  NotificationSettings,
  PasswordBody,
  ProfileAnswer,
  ProfileBody,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileAnswer, ProfileBody>({
      query: (body) => callOf(API_ROUTES.updateProfile, {}, body),
      invalidatesTags: (user) => (user ? [{ type: 'User', id: user.id }] : []),
    }),
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => pathTo(API_ROUTES.getNotificationSettings),
      providesTags: [{ type: 'User', id: 'NOTIFICATIONS' }],
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => callOf(API_ROUTES.updateNotificationSettings, {}, body),
      invalidatesTags: (settings) => (settings ? [{ type: 'User', id: 'NOTIFICATIONS' }] : []),
    }),
    changePassword: build.mutation<void, PasswordBody>({
      query: (body) => callOf(API_ROUTES.changePassword, {}, body),
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } = profileApi;
