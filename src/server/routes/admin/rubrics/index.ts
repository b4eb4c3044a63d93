import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OWN, visibleCourseIds } from '../../../auth/course-staff';
import { listRubricLibrary } from '../../../rubrics/rubric-store';
import { serve } from '../../serve';

/** GET /api/admin/rubrics: every assignment's rubric, to start another assignment's rubric from. */
const rubricLibrary: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getRubricLibrary', OWN, async (request) =>
    listRubricLibrary(app.db, await visibleCourseIds(app.db, request.account!)),
  );
};

export default rubricLibrary;
