import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAnalytics } from '../../../analytics/load-analytics';
import { serve } from '../../serve';

/** GET /api/admin/analytics: what the instructor reads about the courses at large. */
const adminAnalytics: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAnalytics', { access: 'admin' }, async (request) => loadAnalytics(app.db, request.query));
};

export default adminAnalytics;
