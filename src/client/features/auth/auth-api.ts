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
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { userEnrollmentsPath, userPath } from '../../api/api-paths';
import { baseApi } from '../../api/base-api';

/**
 * Section 7 calls of the session, plus the verification calls designed beside them (registration goes
 * out before the store exists: register-account.ts).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: pathTo(API_ROUTES.login), method: API_ROUTES.login.method, body }),
    }),
    acceptInvitation: build.mutation<LoginAnswer, AcceptInvitationBody>({
      query: (body) => ({
        url: pathTo(API_ROUTES.acceptInvitation),
        method: API_ROUTES.acceptInvitation.method,
        body,
      }),
    }),
    verifyEmail: build.mutation<MessageAnswer, VerifyEmailBody>({
      query: (body) => ({ url: pathTo(API_ROUTES.verifyEmail), method: API_ROUTES.verifyEmail.method, body }),
      invalidatesTags: [{ type: 'User', id: 'ME' }],
    }),
    resendVerification: build.mutation<MessageAnswer, ResendVerificationBody>({
      query: (body) => ({
        url: pathTo(API_ROUTES.resendVerification),
        method: API_ROUTES.resendVerification.method,
        body,
      }),
    }),
    // The access token travels explicitly: the session is cleared locally before this call goes out.
    logout: build.mutation<void, { refresh_token: string; access_token: string | null }>({
      query: ({ refresh_token, access_token }) => ({
        url: pathTo(API_ROUTES.logout),
        method: API_ROUTES.logout.method,
        body: { refresh_token },
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
