import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityListSchema,
  AnalyticsQuerySchema,
  AnalyticsSchema,
} from '../../../../shared/contract/analytics';
import { recentActivity } from '../../../analytics/activity';
import { loadAnalytics } from '../../../analytics/load-analytics';

/** /api/admin/analytics and /api/admin/activity: what the instructor reads about the courses at large. */
const adminAnalytics: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get(
    '/analytics',
    { config: admin, schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } },
    async (request) => loadAnalytics(app.db, request.query),
  );

  app.get('/activity', { config: admin, schema: { response: { 200: ActivityListSchema } } }, async () =>
    recentActivity(app.db),
  );
};

export default adminAnalytics;
