import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadDashboard } from '../../../analytics/dashboard';
import { serve } from '../../serve';

/** GET /api/admin/dashboard: the numbers an instructor checks first. */
const adminDashboard: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getDashboard', { access: 'admin' }, async () => loadDashboard(app.db));
};

export default adminDashboard;
