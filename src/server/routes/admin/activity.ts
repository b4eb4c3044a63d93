import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recentActivity } from '../../analytics/activity';
import { serve } from '../serve';

/** GET /api/admin/activity: the latest essays submitted and feedback released, newest first. */
const adminActivity: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getActivity', { access: 'admin' }, async () => recentActivity(app.db));
};

export default adminActivity;
