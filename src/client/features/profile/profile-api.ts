import type {
  NotificationSettings,
  PasswordBody,
  ProfileAnswer,
  ProfileBody,
} from '../../../shared/contract';
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
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => pathTo(API_ROUTES.getNotificationSettings),
      providesTags: [{ type: 'User', id: 'NOTIFICATIONS' }],
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({
        url: pathTo(API_ROUTES.updateNotificationSettings),
        method: API_ROUTES.updateNotificationSettings.method,
        body,
      }),
      invalidatesTags: (settings) => (settings ? [{ type: 'User', id: 'NOTIFICATIONS' }] : []),
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

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } = profileApi;
