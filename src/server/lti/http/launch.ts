import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { startSignedIn } from '../../routes/sign-in';
import type { LaunchClaims } from '../claims';
import { insertContentRequest } from '../content-request-store';
import { verifyLaunchToken } from '../id-token';
import { accountOfLaunch } from '../launch-account';
import { enterCourseOfLaunch } from '../launch-course';
import { refuse } from '../launch-failure';
import { hashOf, spendNonce, takeLaunchState } from '../launch-states';
import { findPlatform } from '../platform-store';
import { type CoursePart, coursePartOf } from '../roles';
import { queueRosterSyncAfterLaunch } from '../roster-job';
import { browserOf } from './browser-binding';
import { fieldOf } from './form-body';
import type { Handoff } from './pages';

/** A signed id_token with the claims of a course and its roster stays well below this. */
export const ID_TOKEN_MAX_LENGTH = 48 * 1024;

/** A deep-linking request Margin can answer: an instructor's, from a course, for links it may post back. */
function checkContentRequest(claims: LaunchClaims, part: CoursePart) {
  const settings = claims.deepLinking!;
  if (part !== 'instructor') throw refuse.contentNotForThisRole(claims.roles);
  if (!claims.context) throw refuse.contentNotAccepted('no-context');
  if (!settings.acceptsLinks) throw refuse.contentNotAccepted('no-resource-links');
  if (!settings.returnUrl) throw refuse.contentNotAccepted('no-return-url');
}

/** Keeps the deep-linking request for its instructor, and answers the picker page that answers it. */
async function contentPickerOf(
  app: FastifyInstance,
  launch: { claims: LaunchClaims; platformId: number; contextId: number; userId: number },
) {
  const { claims } = launch;
  const settings = claims.deepLinking!;
  const id = await insertContentRequest(app.db, {
    platformId: launch.platformId,
    deploymentId: claims.deploymentId,
    ltiContextId: launch.contextId,
    userId: launch.userId,
    returnUrl: settings.returnUrl!,
    data: settings.data,
    acceptMultiple: settings.acceptMultiple,
  });
  return `/admin/lti/content/${id}`;
}

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
  // LTI Core 1.3 §5.1.1.2: the launch goes where the login said it would.
  if (claims.targetLinkUri !== started.targetLinkUri) throw refuse.foreignTarget(claims.targetLinkUri);
  const part = coursePartOf(claims.roles);
  if (!part) throw refuse.noRole(claims.roles);
  if (claims.deepLinking) checkContentRequest(claims, part);
  const user = await accountOfLaunch(app.db, claims, part);
  const entered = await enterCourseOfLaunch(app.db, claims, part, user.id);
  const { context } = entered;
  const landing =
    claims.deepLinking && context
      ? await contentPickerOf(app, {
          claims,
          platformId: platform.id,
          contextId: context.id,
          userId: user.id,
        })
      : entered.landing;
  const courseId = context?.courseId ?? null;
  request.log.info({ userId: user.id, issuer: claims.issuer, courseId, part }, 'LTI launch signed in');
  if (part === 'instructor' && context && (await queueRosterSyncAfterLaunch(app.db, context.id)))
    app.jobs.wake();
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
