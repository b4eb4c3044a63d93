import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { CLAIMS, type LaunchClaims, launchClaimsOf } from './claims';
import { refuse } from './launch-failure';
import type { PlatformRow } from './platform-store';

/** The messages a platform may launch Margin with: a link to open, or a request to place links. */
const LAUNCH_MESSAGES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'];

/** Clocks of the platform and of Margin may differ this much (seconds). */
export const CLOCK_SKEW_SECONDS = 60;
/** A token is posted the moment the platform signs it: an older one is refused whatever its `exp`. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;

/** Why jose refused the token, for the log: its error code, never the token. */
function reasonOf(error: unknown): string {
  if (error instanceof errors.JOSEError) return error.code;
  return 'unreadable-token';
}

/** LTI Core 1.3 §5.1.3: aud names this tool's client id; with several audiences, azp must name it. */
function checkAudience(payload: JWTPayload, clientId: string) {
  const audiences = [payload.aud].flat();
  if (audiences.length > 1 && payload.azp === undefined) throw refuse.badToken('azp-missing');
  if (payload.azp !== undefined && payload.azp !== clientId) throw refuse.badToken('azp-mismatch');
}

/**
 * Verifies the platform's id_token (LTI Security Framework §5.1.3): an RS256 signature by a key of the
 * platform's JWKS, its issuer and audience, `exp` and `iat` within a small skew, the nonce this login
 * sent, a registered deployment, and a resource link or deep-linking launch of LTI 1.3.
 */
export async function verifyLaunchToken(
  idToken: string,
  expected: { platform: PlatformRow; keys: JWTVerifyGetKey; nonce: string },
): Promise<{ claims: LaunchClaims; expiresAt: Date }> {
  const { platform, keys, nonce } = expected;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    }));
  } catch (error) {
    throw refuse.badToken(reasonOf(error), { issuer: platform.issuer });
  }
  checkAudience(payload, platform.clientId);
  if (payload.nonce !== nonce) throw refuse.badToken('nonce-mismatch', { issuer: platform.issuer });
  if (typeof payload.sub !== 'string' || !payload.sub) throw refuse.badToken('sub-missing');
  const deploymentId = payload[CLAIMS.deploymentId];
  if (typeof deploymentId !== 'string' || !platform.deploymentIds.includes(deploymentId))
    throw refuse.unknownDeployment(platform.issuer, String(deploymentId));
  const messageType = payload[CLAIMS.messageType];
  const version = payload[CLAIMS.version];
  if (!LAUNCH_MESSAGES.includes(messageType as string) || version !== '1.3.0')
    throw refuse.unsupportedMessage(messageType, version);
  const claims = launchClaimsOf(payload);
  if (!claims.deepLinking && !claims.resourceLink.id) throw refuse.badToken('resource-link-missing');
  // Past this the token is refused by `exp` or by its age, so its nonce need not be remembered longer.
  const lastAccepted = Math.min(payload.exp as number, (payload.iat as number) + MAX_TOKEN_AGE_SECONDS);
  return { claims, expiresAt: new Date((lastAccepted + CLOCK_SKEW_SECONDS) * 1000) };
}
