import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadDashboard } from '../../../analytics/dashboard';
import { OWN, visibleCourseIds } from '../../../auth/course-staff';
import { serve } from '../../serve';

/** GET /api/admin/dashboard: the numbers an instructor checks first. */
const adminDashboard: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getDashboard', OWN, async (request) =>
    loadDashboard(app.db, await visibleCourseIds(app.db, request.account!)),
  );
};

export default adminDashboard;
