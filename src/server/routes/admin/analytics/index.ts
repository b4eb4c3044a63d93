import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAnalytics } from '../../../analytics/load-analytics';
import { OWN, visibleCourseIds } from '../../../auth/course-staff';
import { serve } from '../../serve';

/** GET /api/admin/analytics: what the instructor reads about the courses at large. */
const adminAnalytics: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAnalytics', OWN, async (request) =>
    loadAnalytics(app.db, request.query, await visibleCourseIds(app.db, request.account!)),
  );
};

export default adminAnalytics;
