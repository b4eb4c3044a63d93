import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE } from '../../../auth/course-staff';
import { rotateToolKey } from '../../../lti/tool-keys';
import { serve } from '../../serve';
import { toolSettings } from './tool';

/**
 * POST /api/admin/lti/keys: a new signing key pair. The JWKS serves it with the one it replaces, so a
 * platform that cached the old key set still verifies what was signed before.
 */
const keys: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'rotateLtiKey', SITE, async (request, reply) => {
    const key = await rotateToolKey(app.db);
    request.log.info({ kid: key.kid }, 'LTI signing key rotated');
    return reply.status(201).send(toolSettings(app.config.publicUrl, key));
  });
};

export default keys;
