import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRubricLibrary } from '../../../rubrics/rubric-store';
import { serve } from '../../serve';

/** GET /api/admin/rubrics: every assignment's rubric, to start another assignment's rubric from. */
const rubricLibrary: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getRubricLibrary', { access: 'admin' }, async () => listRubricLibrary(app.db));
};

export default rubricLibrary;
