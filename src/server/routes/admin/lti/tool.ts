import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE } from '../../../auth/course-staff';
import { ltiAddresses } from '../../../lti/http/tool-addresses';
import { currentToolKey, type ToolKeyRow } from '../../../lti/tool-keys';
import { serve } from '../../serve';

/** The values the site administrator pastes into the LMS, with the key platforms verify Margin by. */
export const toolSettings = (publicUrl: string, key: ToolKeyRow) => ({
  ...ltiAddresses(publicUrl),
  key_id: key.kid,
  key_created_at: key.createdAt.toISOString(),
});

/** GET /api/admin/lti/tool: Margin's own registration values for an LMS. */
const tool: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getLtiTool', SITE, async () =>
    toolSettings(app.config.publicUrl, await currentToolKey(app.db)),
  );
};

export default tool;
