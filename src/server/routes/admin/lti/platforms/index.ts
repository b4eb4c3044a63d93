import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import type { LtiPlatformBody } from '../../../../../shared/contract/lti';
import { SITE } from '../../../../auth/course-staff';
import { conflict, HttpError, notFound } from '../../../../errors';
import { deletePlatform, insertPlatform, listPlatforms, toPlatformDto } from '../../../../lti/platform-store';
import { serve } from '../../../serve';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** LTI's endpoints and issuers are https addresses; plain http only on this machine, for trying it out. */
function addressProblem(address: string): string | null {
  if (!URL.canParse(address)) return 'Enter the full address, starting with https://.';
  const { protocol, hostname } = new URL(address);
  if (protocol === 'https:' || (protocol === 'http:' && LOOPBACK.has(hostname))) return null;
  return 'Use an https:// address.';
}

function checkAddresses(body: LtiPlatformBody) {
  const fields: Record<string, string> = {};
  for (const name of ['issuer', 'auth_login_url', 'auth_token_url', 'jwks_url'] as const) {
    const problem = addressProblem(body[name]);
    if (problem) fields[name] = problem;
  }
  if (new Set(body.deployment_ids).size !== body.deployment_ids.length)
    fields.deployment_ids = 'List each deployment id once.';
  if (Object.keys(fields).length)
    throw new HttpError(
      400,
      ErrorCode.validationFailed,
      'Check the highlighted fields.',
      Object.values(fields)[0],
      fields,
    );
}

/** /api/admin/lti/platforms: the LMSs that may launch Margin, registered by the site administrator. */
const platforms: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'listLtiPlatforms', SITE, async () => (await listPlatforms(app.db)).map(toPlatformDto));

  serve(app, 'createLtiPlatform', SITE, async (request, reply) => {
    checkAddresses(request.body);
    const platform = await insertPlatform(app.db, request.body);
    if (!platform) {
      const message = 'This platform is registered with this client id already.';
      throw conflict(message, { client_id: message });
    }
    return reply.status(201).send(toPlatformDto(platform));
  });

  serve(app, 'deleteLtiPlatform', SITE, async (request, reply) => {
    if (!(await deletePlatform(app.db, request.params.id))) throw notFound('That platform');
    return reply.status(204).send();
  });
};

export default platforms;
