import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OWN, visibleCourseIds } from '../../auth/course-staff';
import { recentActivity } from '../../submissions/recent-activity';
import { serve } from '../serve';

/** GET /api/admin/activity: the latest essays submitted and feedback released, newest first. */
const adminActivity: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getActivity', OWN, async (request) =>
    recentActivity(app.db, await visibleCourseIds(app.db, request.account!)),
  );
};

export default adminActivity;
