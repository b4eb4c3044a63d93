import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LtiPlatformBody } from '../../../../../shared/contract/lti';
import { addressProblem, originProblem } from '../../../../../shared/rules/lti-addresses';
import { SITE } from '../../../../auth/course-staff';
import { conflict, notFound } from '../../../../errors';
import { fieldsRefusal } from '../../../../input/reported-problems';
import { deletePlatform, insertPlatform, listPlatforms, toPlatformDto } from '../../../../lti/platform-store';
import { serve } from '../../../serve';

/** The fields of a registration that LTI would not work with, each with what to enter instead. */
function checkAddresses(body: LtiPlatformBody) {
  const problems: Array<[field: string, sentence: string]> = [];
  for (const name of ['issuer', 'auth_login_url', 'auth_token_url', 'jwks_url'] as const) {
    const problem = addressProblem(body[name]);
    if (problem) problems.push([name, problem]);
  }
  const framing = (body.frame_origins ?? []).map(originProblem).find((problem) => problem !== null);
  if (framing) problems.push(['frame_origins', framing]);
  if (new Set(body.deployment_ids).size !== body.deployment_ids.length)
    problems.push(['deployment_ids', 'List each deployment id once.']);
  if (problems.length) throw fieldsRefusal(problems);
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
