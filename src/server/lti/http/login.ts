import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { refuse } from '../launch-failure';
import { startLaunchState } from '../launch-states';
import { findPlatformByClient, platformsOfIssuer } from '../platform-store';
import { bindBrowser } from './browser-binding';
import { fieldOf } from './form-body';

export interface LoginContext {
  db: Database;
  publicUrl: string;
  launchUrl: string;
}

/** Whether an address is one of Margin's own, so a login never sends the platform elsewhere. */
export const isOwnAddress = (address: string, publicUrl: string) =>
  URL.canParse(address) && new URL(address).origin === new URL(publicUrl).origin;

const required = (request: FastifyRequest, name: string) => {
  const value = fieldOf(request, name);
  if (!value) throw refuse.missingField(name);
  return value;
};

/** The registration the login names: by client id when sent, else the issuer's only one. */
async function platformOf(db: Database, issuer: string, clientId: string | undefined) {
  if (clientId) return findPlatformByClient(db, issuer, clientId);
  const platforms = await platformsOfIssuer(db, issuer);
  return platforms.length === 1 ? platforms[0] : undefined;
}

/**
 * OIDC third-party login initiation (LTI Core 1.3 §5.1.1, Security Framework §5.1.1): answers with the
 * authentication request to the platform, carrying a fresh single-use state and nonce.
 */
export async function startLogin(request: FastifyRequest, reply: FastifyReply, context: LoginContext) {
  const issuer = required(request, 'iss');
  const loginHint = required(request, 'login_hint');
  const targetLinkUri = required(request, 'target_link_uri');
  const clientId = fieldOf(request, 'client_id', 255);
  const deploymentId = fieldOf(request, 'lti_deployment_id', 255);
  const platform = await platformOf(context.db, issuer, clientId);
  if (!platform) throw refuse.unknownPlatform(issuer, clientId);
  if (deploymentId && !platform.deploymentIds.includes(deploymentId))
    throw refuse.unknownDeployment(issuer, deploymentId);
  if (!isOwnAddress(targetLinkUri, context.publicUrl)) throw refuse.foreignTarget(targetLinkUri);
  const browser = bindBrowser(request, reply, context.publicUrl.startsWith('https:'));
  const { state, nonce } = await startLaunchState(context.db, {
    platformId: platform.id,
    targetLinkUri,
    browser,
  });
  const authentication = new URL(platform.authLoginUrl);
  const parameters = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: context.launchUrl,
    login_hint: loginHint,
    state,
    nonce,
    ...(fieldOf(request, 'lti_message_hint') && { lti_message_hint: fieldOf(request, 'lti_message_hint') }),
  };
  for (const [name, value] of Object.entries(parameters)) authentication.searchParams.set(name, value!);
  return authentication.toString();
}
