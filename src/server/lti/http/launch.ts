import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { startSignedIn } from '../../routes/sign-in';
import { verifyLaunchToken } from '../id-token';
import { accountOfLaunch } from '../launch-account';
import { enterCourseOfLaunch } from '../launch-course';
import { refuse } from '../launch-failure';
import { hashOf, spendNonce, takeLaunchState } from '../launch-states';
import { findPlatform } from '../platform-store';
import { coursePartOf } from '../roles';
import { queueRosterSyncAfterLaunch } from '../roster-job';
import { browserOf } from './browser-binding';
import { fieldOf } from './form-body';
import type { Handoff } from './pages';

/** A signed id_token with the claims of a course and its roster stays well below this. */
export const ID_TOKEN_MAX_LENGTH = 48 * 1024;

/**
 * The launch (OIDC form_post to the redirect URI): the state first, as the login left it, then the
 * platform's signed token, then the person, their course and their place in it; answers with the new
 * session and where it lands.
 */
export async function launch(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { keySetOf: (jwksUrl: string) => JWTVerifyGetKey; refreshTokenTtlDays: number },
): Promise<Handoff> {
  const state = fieldOf(request, 'state', 64);
  if (!state) throw refuse.missingState();
  const idToken = fieldOf(request, 'id_token', ID_TOKEN_MAX_LENGTH);
  if (!idToken) throw refuse.missingField('id_token');
  const started = await takeLaunchState(app.db, state);
  if (!started) throw refuse.unknownState();
  const browser = browserOf(request);
  if (browser && started.browserHash && hashOf(browser) !== started.browserHash) throw refuse.otherBrowser();
  const platform = await findPlatform(app.db, started.platformId);
  if (!platform) throw refuse.unknownState();
  const { claims, expiresAt } = await verifyLaunchToken(idToken, {
    platform,
    keys: options.keySetOf(platform.jwksUrl),
    nonce: started.nonce,
  });
  if (!(await spendNonce(app.db, platform.issuer, started.nonce, expiresAt)))
    throw refuse.replayedNonce(platform.issuer);
  const part = coursePartOf(claims.roles);
  if (!part) throw refuse.noRole(claims.roles);
  const user = await accountOfLaunch(app.db, claims, part);
  const { courseId, landing } = await enterCourseOfLaunch(app.db, claims, part, user.id);
  request.log.info({ userId: user.id, issuer: claims.issuer, courseId, part }, 'LTI launch signed in');
  if (part === 'instructor' && claims.context) {
    const key = { issuer: claims.issuer, deploymentId: claims.deploymentId, contextId: claims.context.id };
    if (await queueRosterSyncAfterLaunch(app.db, key)) app.jobs.wake();
  }
  const session = await startSignedIn(app, user, options.refreshTokenTtlDays);
  return {
    // The keys and values the application keeps a session under (a session not remembered on the device).
    session: {
      userId: String(user.id),
      token: session.access_token,
      refreshToken: session.refresh_token,
      userRole: user.role,
      username: user.username,
      email: user.email,
      rememberDevice: 'false',
      userStatus: user.status,
      emailVerified: String(user.emailVerified),
    },
    landing,
  };
}
