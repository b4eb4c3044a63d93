import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../shared/contract/common';
import { displayNameOf } from '../accounts/display-name';
import {
  invalidRefresh,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../accounts/sessions';
import { checkAccountPaused, clearSignInFailures, recordSignInFailure } from '../accounts/sign-in-failures';
import { findUserById, findUserByIdentifier, type UserRow } from '../accounts/user-store';
import { spendPasswordCheck, verifyPassword } from '../auth/passwords';
import { HttpError } from '../errors';
import { serve } from './serve';

// One answer for an unknown account and a wrong password, so sign-in reveals nothing (security baseline).
const invalidCredentials = () =>
  new HttpError(
    401,
    ErrorCode.invalidCredentials,
    'Invalid credentials',
    'Incorrect username, e-mail or password.',
  );

/** A new session for the person, answered as sign-in answers it (also after accepting an invitation). */
export async function startSignedIn(app: FastifyInstance, user: UserRow, refreshTokenTtlDays: number) {
  const session = await startSession(app.db, user.id, refreshTokenTtlDays);
  return {
    access_token: app.signAccessToken({ id: user.id, role: user.role, sessionId: session.sessionId }),
    refresh_token: session.refreshToken,
    user: { username: user.username, email: user.email, display_name: displayNameOf(user) },
  };
}

const signIn: FastifyPluginAsyncTypebox = async (app) => {
  const { refreshTokenTtlDays, loginFailuresPerAccount: failuresPerAccount } = app.config;
  serve(
    app,
    'login',
    { access: 'public', rateLimit: app.limits.login, onRequest: app.limits.loginFromAddress },
    async (request) => {
      const { identifier, password } = request.body;
      const user = await findUserByIdentifier(app.db, identifier);
      const failures = user ? await checkAccountPaused(app.db, user.id, failuresPerAccount) : 0;
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : await spendPasswordCheck(password);
      if (user && !passwordMatches) {
        await recordSignInFailure(app.db, user, failuresPerAccount);
        app.jobs.wake();
      }
      if (!user || !passwordMatches) throw invalidCredentials();
      // The owner is back: the count starts again (a write only when there was one).
      if (failures > 0) await clearSignInFailures(app.db, user.id);
      if (user.status === 'rejected') {
        throw new HttpError(
          403,
          ErrorCode.accountInactive,
          'Account closed',
          'This account request was declined. Contact your instructor.',
        );
      }
      request.log.info({ userId: user.id }, 'signed in');
      return startSignedIn(app, user, refreshTokenTtlDays);
    },
  );

  serve(app, 'refresh', { access: 'public', rateLimit: app.limits.auth }, async (request) => {
    const rotated = await rotateRefreshToken(app.db, request.body.refresh_token, refreshTokenTtlDays);
    const user = await findUserById(app.db, rotated.userId);
    // A declined account's sessions end with the decision; one that slipped past it ends here.
    if (!user || user.status === 'rejected') {
      await revokeSession(app.db, rotated.sessionId);
      throw invalidRefresh();
    }
    return {
      access_token: app.signAccessToken({ id: user.id, role: user.role, sessionId: rotated.sessionId }),
      refresh_token: rotated.refreshToken,
    };
  });

  // Logout works with the refresh token alone, so it succeeds even after the access token has expired.
  serve(app, 'logout', { access: 'public' }, async (request, reply) => {
    const sessionId = await sessionOfRefreshToken(app.db, request.body.refresh_token);
    if (sessionId) await revokeSession(app.db, sessionId);
    return reply.status(204).send();
  });
};

export default signIn;
