import type {
  AcceptInvitationBody,
  Enrollment,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  ResendVerificationBody,
  User,
  VerifyEmailBody,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { userEnrollmentsPath, userPath } from '../../api/api-paths';
import { baseApi } from '../../api/base-api';

/**
 * Section 7 calls of the session, plus the verification calls designed beside them (registration goes
 * out before the store exists: register-account.ts).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => callOf(API_ROUTES.login, {}, body),
    }),
    acceptInvitation: build.mutation<LoginAnswer, AcceptInvitationBody>({
      query: (body) => callOf(API_ROUTES.acceptInvitation, {}, body),
    }),
    verifyEmail: build.mutation<MessageAnswer, VerifyEmailBody>({
      query: (body) => callOf(API_ROUTES.verifyEmail, {}, body),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
    resendVerification: build.mutation<MessageAnswer, ResendVerificationBody>({
      query: (body) => callOf(API_ROUTES.resendVerification, {}, body),
    }),
    // The access token travels explicitly: the session is cleared locally before this call goes out.
    logout: build.mutation<void, { refresh_token: string; access_token: string | null }>({
      query: ({ refresh_token, access_token }) => ({
        ...callOf(API_ROUTES.logout, {}, { refresh_token }),
        headers: access_token ? { authorization: `Bearer ${access_token}` } : undefined,
      }),
    }),
    getUser: build.query<User, number>({
      query: userPath,
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    getCurrentUser: build.query<User, void>({
      query: () => pathTo(API_ROUTES.getMe),
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    getUserEnrollments: build.query<Enrollment[], number>({
      query: userEnrollmentsPath,
      providesTags: (_list, _error, userId) => [{ type: 'Enrollment', id: `USER-${userId}` }],
    }),
  }),
});

export const { useVerifyEmailMutation, useResendVerificationMutation } = authApi;
